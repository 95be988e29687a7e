import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIMITS, type LimitKind } from '~/server/auth/rate-limit'
import { signUp, unique, useSecurityHarness } from '../security-harness'
import { type Answer, api, fresh, headers } from './fair-limits-harness'
import { fairLimitScenarios } from './fair-limits-scenarios'

/**
 * Issue 33, invariant 5: every per-address or per-account limit (LIMITS, the registry every
 * limiter is built from) lets a legitimate person behind the attacker's address — a carrier's NAT
 * puts thousands of phones behind one — do what they came for: at once, or after a wait no longer
 * than the limit's `delay.cap`. Every refusal is a 429 with Retry-After. A new limit without a
 * scenario (fair-limits-scenarios.ts) fails the test; so does a 429 answered anywhere but through
 * the registry that this file has not been taught.
 */
const { testDb } = useSecurityHarness()

const { SCENARIOS, wait } = fairLimitScenarios(testDb)

beforeAll(() => {
  // The API tests' server raises these for one address signing everyone up; here they are production's.
  Object.assign(process.env, { HAVEN_SIGNUP_RATE_LIMIT: '30', HAVEN_VERIFY_EMAIL_RATE_LIMIT: '30' })
})
afterAll(() => {
  process.env.HAVEN_SIGNUP_RATE_LIMIT = '100000'
  delete process.env.HAVEN_VERIFY_EMAIL_RATE_LIMIT
  vi.useRealTimers()
})

const shared = (Object.keys(LIMITS) as LimitKind[]).filter((k) =>
  ['address', 'account', 'pair'].includes(LIMITS[k].scope),
)

describe('invariant 5: a limit an attacker fills never locks out the person beside them', () => {
  it('has a scenario for every per-address and per-account limit in the registry', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...shared].sort())
  })

  it.each(shared)(
    '%s: the attacker is refused with 429 and Retry-After; the person behind the same address is served',
    async (kind) => {
      const s = SCENARIOS[kind as keyof typeof SCENARIOS]
      const limit = LIMITS[kind] as { max: number; delay?: { free: number; cap: number } }
      const from = fresh()
      await s.setup?.(from)
      let refusal: Answer | undefined
      for (let i = 0; i < (limit.delay?.free ?? limit.max) + 3 && !refusal; i++) {
        const a = await s.attack(from, i)
        expect(a.status, `${kind}: attack ${i}`).toBeLessThan(500)
        if (a.status === 429) refusal = a
      }
      expect(refusal, `${kind}: the attacker was never refused`).toBeDefined()
      expect(refusal!.headers.get('retry-after'), kind).toMatch(/^[1-9]\d*$/)

      let answer = await s.person(from)
      if (answer.status === 429) {
        const retry = Number(answer.headers.get('retry-after'))
        expect(retry, `${kind}: the person must wait ${retry} s`).toBeLessThanOrEqual(
          limit.delay?.cap ?? 0,
        )
        await wait(retry + 1)
        answer = await s.person(from)
      }
      expect(answer.status, `${kind}: the person's answer`).not.toBe(429)
      expect(answer.status).toBeLessThan(500)
    },
  )
})

describe('every refusal goes through the registry', () => {
  /** 429s answered outside rate-limit.ts, each known and bounded: the 60 s between reset codes (one e-mail address), an uploader's own open uploads. */
  const TAUGHT = ['src/server/auth/reset-codes.ts', 'src/server/uploads/uploads.ts']
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) =>
      statSync(join(dir, f)).isDirectory()
        ? files(join(dir, f))
        : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)
          ? [join(dir, f)]
          : [],
    )

  it('answers 429 only from the registry or from the places this file was taught', () => {
    const root = join(__dirname, '../../..')
    const found = [...files(join(root, 'src/server')), ...files(join(root, 'netlify'))]
      .filter((f) => /HttpError\(\s*429|fail\(\s*429|status:\s*429/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f))
    expect(found.sort()).toEqual(['src/server/auth/rate-limit.ts', ...TAUGHT].sort())
  })

  it('asks 60 s between two reset codes for one address with Retry-After, and serves the person after it', async () => {
    const { email } = await signUp(unique('person'), headers(fresh()))
    const from = fresh()
    expect((await api('POST', '/auth/user-getotp', { email }, from)).status).toBe(200)
    const again = await api('POST', '/auth/user-getotp', { email }, from)
    expect([again.status, Number(again.headers.get('retry-after')) <= 60]).toEqual([429, true])
    await wait(61)
    expect((await api('POST', '/auth/user-getotp', { email }, from)).status).toBe(200)
  })
})
