import { expect, vi } from 'vitest'
import { mailQueueIdle } from '~/server/email/queue/kick-mail-queue'
import { createRegistry, loadTenants } from '~/server/tenants/load-tenants'
import { totpCode } from '~/server/console/totp'
import handler from '../../netlify/functions/api'
import { operatorCommands } from '../../scripts/serve-lib/operator-commands'
import { parseOpsArgs } from '../../scripts/serve-lib/ops-args'
import { TENANT } from './api-test-db'
import type { Db } from '~/server/db/db'

/** What the console API tests share (issue 24, decision 045): calls as the console makes them, cookies kept by hand. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON shapes
export type Json = any
export const OTHER_TENANT = 'lekkiprime.com'
export const PASSWORD = 'a long staff passphrase'
const registry = createRegistry(loadTenants())

export interface ConsoleCall {
  cookie?: string
  tenant?: string
  /** false: leave out the console's header (a cross-site form would). */
  header?: boolean
  /** The caller's address, as the platform reports it. */
  address?: string
}

/** One console call through the Netlify function; answers the status, the envelope and the cookie set, if any. */
export async function consoleCall(method: string, path: string, body?: unknown, opts: ConsoleCall = {}) {
  const headers: Record<string, string> = { 'x-tenant-id': opts.tenant ?? TENANT }
  if (opts.header !== false) headers['x-haven-console'] = '1'
  if (opts.cookie) headers.cookie = `haven_staff=${opts.cookie}`
  if (opts.address) headers['x-forwarded-for'] = opts.address
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await handler(new Request(`http://localhost/api/v1/console${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }))
  await mailQueueIdle()
  const setCookie = res.headers.get('set-cookie') ?? ''
  const cookie = /haven_staff=([^;]*)/.exec(setCookie)?.[1]
  const text = await res.text()
  // The CSV export answers text; everything else the envelope.
  const answer = (res.headers.get('content-type')?.startsWith('text/csv') ? { text } : JSON.parse(text)) as Json
  return { status: res.status, body: answer, setCookie, cookie: cookie || undefined, headers: res.headers }
}

/** `npm run ops -- create-owner …` as the script runs it: the printed result. */
export async function createOwnerByCli(db: Db, email: string, tenantSlug = 'haven') {
  const parsed = parseOpsArgs(['create-owner', '--tenant', tenantSlug, '--email', email, '--actor', 'root@ops'], registry)
  if (!('args' in parsed)) throw new Error(JSON.stringify(parsed))
  const out: string[] = []
  const code = await operatorCommands.ops!.run(db, parsed.args, { out: (l) => out.push(l), err: (l) => out.push(l), progress: () => {} })
  expect(code, out.join('\n')).toBe(0)
  return JSON.parse(out.join('\n')) as { id: number; setup_link: string; setup_path: string }
}

/**
 * The authenticator's clock: each code moves it on one step (30 s), so every code a test gives is
 * new — the server refuses a code whose step was already used. Only Date is faked.
 */
let clock = Date.now()
export function nextCode(secret: string) {
  clock = Math.max(clock, Date.now()) + 30_000
  vi.useFakeTimers({ toFake: ['Date'], now: clock })
  return totpCode(secret)
}
export const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '')

/** A staff member set up through their link: the secret, the signed-in cookie, the recovery codes. */
export async function setUp(link: string, tenant = TENANT) {
  const token = tokenOf(link)
  const start = await consoleCall('POST', '/setup/start', { token }, { tenant })
  expect(start.status, JSON.stringify(start.body)).toBe(200)
  const secret = start.body.data.secret as string
  const finish = await consoleCall('POST', '/setup/finish', { token, password: PASSWORD, code: nextCode(secret) }, { tenant })
  expect(finish.status, JSON.stringify(finish.body)).toBe(200)
  return { secret, cookie: finish.cookie!, recovery: finish.body.data.recovery_codes as string[], token }
}

/** Password, then code: the signed-in cookie. */
export async function signIn(email: string, secret: string, tenant = TENANT) {
  const first = await consoleCall('POST', '/sign-in', { email, password: PASSWORD }, { tenant })
  expect(first.status, JSON.stringify(first.body)).toBe(200)
  const second = await consoleCall('POST', '/sign-in/code', { code: nextCode(secret) }, { cookie: first.cookie, tenant })
  expect(second.status, JSON.stringify(second.body)).toBe(200)
  return second.cookie!
}
