import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailsWith } from './verify-email'
import { send, useTestDb } from './api-test-db'

const testDb = useTestDb({ seed: false })
const outbox = mkdtempSync(join(tmpdir(), 'reset-outbox-'))
beforeAll(() => {
  process.env.HAVEN_OUTBOX_DIR = outbox
  return () => delete process.env.HAVEN_OUTBOX_DIR
})

let n = 0
async function account() {
  const email = `reset${++n}@example.com`
  const body = {
    first_name: 'Ada',
    last_name: 'Okafor',
    email,
    phone: '08031234567',
    password: 'old password 1',
  }
  expect((await send('POST', '/auth/user-signup', body)).status).toBe(201)
  return email
}

/** The newest reset-code message to `email` in the outbox (once sent), and the 6-digit code in it. */
async function mailTo(email: string, waitMs?: number) {
  const emls = await mailsWith(email, 'password reset code', waitMs)
  const eml = emls.at(-1)
  return {
    count: emls.length,
    eml,
    code: eml && /\b(\d{6})\b/.exec(eml.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1],
  }
}

/** Makes the latest code for `email` look `minutes` old, as the clock would. */
const age = (email: string, minutes: number) =>
  testDb.db.query(
    `update password_reset_attempts set created_at = created_at - make_interval(secs => $2::float8 * 60),
       expires_at = expires_at - make_interval(secs => $2::float8 * 60),
       verified_at = verified_at - make_interval(secs => $2::float8 * 60) where email = $1`,
    [email, minutes],
  )

describe('forgotten password', () => {
  it('e-mails a branded 6-digit code, verifies it once, and resets the password once', async () => {
    const email = await account()
    const sent = await send('POST', '/auth/user-getotp', { email, is_forgot_password: true })
    expect([sent.status, sent.body.success]).toEqual([200, true])
    const { eml, code } = await mailTo(email)
    expect(code).toMatch(/^\d{6}$/)
    expect(eml).toContain('Subject: Your Haven password reset code')
    expect(eml).toContain('text/html')
    const [row] = await testDb.db.query<{ code_hash: string }>(
      'select code_hash from password_reset_attempts where email = $1',
      [email],
    )
    expect(row!.code_hash).not.toContain(code!)
    const login = await send('POST', '/auth/user-login', { email, password: 'old password 1' })
    const oldToken = login.body.data.accessToken as string
    const verified = await send('PATCH', '/auth/verify-otp', { email, otp: code })
    expect(verified.body.message).toBe('OTP Verified')
    const reset_token = verified.body.data.reset_token as string
    expect(reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await send('PATCH', '/auth/verify-otp', { email, otp: code })).status).toBe(400)
    const reset = await send('PATCH', '/auth/user-reset-password', {
      email,
      new_password: 'newpass1',
      reset_token,
    })
    expect([reset.status, reset.body.message]).toEqual([200, 'Password Reset Successful'])
    expect(
      (await send('PATCH', '/auth/user-reset-password', { email, new_password: 'another', reset_token })).status,
    ).toBe(400)
    expect((await send('POST', '/auth/user-login', { email, password: 'newpass1' })).status).toBe(
      200,
    )
    expect((await send('GET', '/auth/user-profile', undefined, { token: oldToken })).status).toBe(
      401,
    )
  })

  it('answers unknown and known e-mails alike, and mails only real accounts', async () => {
    const email = await account()
    const known = await send('POST', '/auth/user-getotp', { email, is_forgot_password: true })
    const unknown = await send('POST', '/auth/user-getotp', {
      email: 'ghost@example.com',
      is_forgot_password: true,
    })
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body])
    // The known account's message has arrived; none was sent to the unknown address.
    expect((await mailTo(email)).count).toBe(1)
    expect((await mailTo('ghost@example.com', 0)).count).toBe(0)
    const knownAgain = await send('POST', '/auth/user-getotp', { email })
    const unknownAgain = await send('POST', '/auth/user-getotp', { email: 'ghost@example.com' })
    expect([knownAgain.status, unknownAgain.status]).toEqual([429, 429])
  })

  it('allows a new code only after 60 s, and the new code voids the old one', async () => {
    const email = await account()
    await send('POST', '/auth/user-getotp', { email })
    const first = (await mailTo(email)).code!
    const early = await send('POST', '/auth/user-getotp', { email })
    expect(early.status).toBe(429)
    expect(Number(early.res.headers.get('retry-after'))).toBeGreaterThan(0)
    await age(email, 1.1)
    expect((await send('POST', '/auth/user-getotp', { email })).status).toBe(200)
    const second = (await mailTo(email)).code!
    if (first !== second)
      expect((await send('PATCH', '/auth/verify-otp', { email, otp: first })).status).toBe(400)
    expect((await send('PATCH', '/auth/verify-otp', { email, otp: second })).status).toBe(200)
  })

  it('refuses an expired code, a sixth try, and a reset without a verified code', async () => {
    const email = await account()
    const noToken = await send('PATCH', '/auth/user-reset-password', { email, new_password: 'newpass1' })
    expect([noToken.status, noToken.body.message]).toEqual([400, 'reset_token is required'])
    await send('POST', '/auth/user-getotp', { email })
    const code = (await mailTo(email)).code!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await send('PATCH', '/auth/verify-otp', { email, otp: wrong })
      expect(res.body.message).toBe('Invalid OTP. Please check your OTP and try again.')
    }
    const sixth = await send('PATCH', '/auth/verify-otp', { email, otp: code })
    expect([sixth.status, sixth.body.message]).toEqual([
      400,
      'Too many wrong codes. Please request a new one.',
    ])
    await age(email, 11)
    await send('POST', '/auth/user-getotp', { email })
    const fresh = (await mailTo(email)).code!
    await age(email, 11)
    const expired = await send('PATCH', '/auth/verify-otp', { email, otp: fresh })
    expect(expired.body.message).toBe(
      'Invalid OTP. The code has expired; please request a new one.',
    )
  })

  it('refuses a reset more than 15 minutes after the code was verified', async () => {
    const email = await account()
    await send('POST', '/auth/user-getotp', { email })
    const verified = await send('PATCH', '/auth/verify-otp', { email, otp: (await mailTo(email)).code })
    await age(email, 16)
    const reset_token = verified.body.data.reset_token as string
    expect(
      (await send('PATCH', '/auth/user-reset-password', { email, new_password: 'newpass1', reset_token }))
        .status,
    ).toBe(400)
  })

  it('limits code requests per account and per client address with 429 and Retry-After', async () => {
    const email = await account()
    const from = { headers: { 'x-forwarded-for': '198.51.100.20' } }
    for (let i = 0; i < 5; i++) {
      expect((await send('POST', '/auth/user-getotp', { email }, from)).status).toBe(200)
      await age(email, 1.1)
    }
    const sixth = await send('POST', '/auth/user-getotp', { email }, from)
    expect([sixth.status, sixth.body.success]).toEqual([429, false])
    expect(sixth.body.message).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(Number(sixth.res.headers.get('retry-after'))).toBeGreaterThan(60)

    // One address asking for many e-mails (known or not): the 21st in the hour is refused.
    const proxy = { headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1' } }
    for (let i = 0; i < 20; i++) {
      const res = await send('POST', '/auth/user-getotp', { email: `probe${i}@example.com` }, proxy)
      expect(res.status).toBe(200)
    }
    const over = await send('POST', '/auth/user-getotp', { email: 'probe-last@example.com' }, proxy)
    expect(over.status).toBe(429)
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = { headers: { 'x-forwarded-for': '198.51.100.8' } }
    const other = await send(
      'POST',
      '/auth/user-getotp',
      { email: 'probe-last@example.com' },
      elsewhere,
    )
    expect(other.status).toBe(200)
  })
})
