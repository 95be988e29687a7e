import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { send, useTestDb } from './api-test-db'

const testDb = useTestDb({ seed: false })
const countUsers = async () =>
  (await testDb.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n

let n = 0
const person = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Okafor',
  email: `ada${++n}@example.com`,
  phone: '08031234567',
  password: 'correct horse',
  ...overrides,
})
const signUp = async (overrides: Record<string, unknown> = {}, tenant?: string) => {
  const body = person(overrides)
  const res = await send('POST', '/auth/user-signup', body, { tenant })
  return { ...res, input: body, token: res.body.data?.accessToken as string }
}

describe('sign-up and sign-in', () => {
  it('creates an account and answers a token carrying the user of 000 §3, bound to the tenant', async () => {
    const { status, body, input, token } = await signUp({ email: '  Ada.Mixed@Example.COM ' })
    expect([status, body.success, body.message]).toEqual([201, true, 'Sign Up Successful'])
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({
      first_name: 'Ada',
      last_name: 'Okafor',
      email: 'ada.mixed@example.com',
      phone: '+2348031234567',
      can_login: true,
      aud: 'haven.ng',
    })
    expect(typeof claims.id).toBe('number')
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600)
    expect(JSON.stringify(body)).not.toContain(input.password)
    const [row] = await testDb.db.query<{ password_hash: string }>(
      'select password_hash from users where email = $1',
      ['ada.mixed@example.com'],
    )
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('refuses a second account with the same e-mail on one tenant, allows it on another', async () => {
    const first = await signUp()
    const again = await send('POST', '/auth/user-signup', {
      ...first.input,
      email: first.input.email.toUpperCase(),
    })
    expect([again.status, again.body.message]).toEqual([
      409,
      'An account with this email already exists. Please sign in.',
    ])
    const elsewhere = await send('POST', '/auth/user-signup', first.input, {
      tenant: 'lekkiprime.com',
    })
    expect(elsewhere.status).toBe(201)
  })

  it('validates with the shared schema', async () => {
    const res = await send('POST', '/auth/user-signup', person({ password: 'short' }))
    expect([res.status, res.body.message]).toEqual([
      400,
      'Password must be at least 8 characters long',
    ])
    const code = await send('POST', '/auth/user-signup', person({ referral_code: 'ABC' }))
    expect(code.body.message).toBe('Referral code must be exactly 7 characters long')
  })

  it('signs in with the right password only, with one message for unknown e-mails and wrong passwords', async () => {
    const { input } = await signUp()
    const good = await send('POST', '/auth/user-login', {
      email: input.email,
      password: input.password,
    })
    expect([good.status, good.body.message]).toEqual([200, 'Sign In Successful'])
    expect(decodeJwt(good.body.data.accessToken).email).toBe(input.email)
    const wrong = await send('POST', '/auth/user-login', {
      email: input.email,
      password: 'wrong password',
    })
    const unknown = await send('POST', '/auth/user-login', {
      email: 'nobody@example.com',
      password: 'wrong password',
    })
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body])
    expect(wrong.body.message).toBe('Invalid email or password')
  })

  it('rate-limits failed sign-ins per account and per address with 429 and Retry-After', async () => {
    const { input } = await signUp()
    for (let i = 0; i < 5; i++)
      await send('POST', '/auth/user-login', { email: input.email, password: 'wrong password' })
    const limited = await send('POST', '/auth/user-login', {
      email: input.email,
      password: input.password,
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0)
    const headers = { 'x-forwarded-for': '203.0.113.9' }
    for (let i = 0; i < 30; i++)
      await send(
        'POST',
        '/auth/user-login',
        { email: `x${i}@example.com`, password: 'wrong password' },
        { headers },
      )
    const other = await signUp()
    const fromAddress = await send(
      'POST',
      '/auth/user-login',
      { email: other.input.email, password: other.input.password },
      { headers },
    )
    expect(fromAddress.status).toBe(429)
    const elsewhere = await send('POST', '/auth/user-login', {
      email: other.input.email,
      password: other.input.password,
    })
    expect(elsewhere.status).toBe(200)
  })
})

describe('tokens', () => {
  it('refuses a missing, tampered or other-tenant token with 401', async () => {
    const { token } = await signUp()
    expect((await send('GET', '/auth/user-profile', undefined, { token })).status).toBe(200)
    expect((await send('GET', '/auth/user-profile')).status).toBe(401)
    const [h, p, s] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), id: 999, sub: '999' }),
    ).toString('base64url')
    expect(
      (await send('GET', '/auth/user-profile', undefined, { token: `${h}.${forged}.${s}` })).status,
    ).toBe(401)
    expect(
      // A different first character of the signature (replacing an 'x' with 'x' would change nothing).
      (await send('GET', '/auth/user-profile', undefined, { token: `${h}.${p}.${s![0] === 'x' ? 'y' : 'x'}${s!.slice(1)}` }))
        .status,
    ).toBe(401)
    const cross = await send('GET', '/auth/user-profile', undefined, {
      token,
      tenant: 'lekkiprime.com',
    })
    expect(cross.status).toBe(401)
  })
})

describe('profile and password', () => {
  it('reads and updates the profile, trimmed and validated, and never caches it', async () => {
    const { token, input } = await signUp()
    const read = await send('GET', '/auth/user-profile', undefined, { token })
    expect(read.body.data).toMatchObject({
      first_name: 'Ada',
      email: input.email,
      phone: '+2348031234567',
    })
    expect(read.res.headers.get('cache-control')).toBe('private, no-store')
    const upd = await send(
      'PATCH',
      '/auth/update-user-profile',
      { first_name: ' Adaeze ', last_name: 'Obi', phone: '+44 7911 123456' },
      { token },
    )
    expect([upd.status, upd.body.data.first_name, upd.body.data.phone]).toEqual([
      200,
      'Adaeze',
      '+447911123456',
    ])
    const bad = await send(
      'PATCH',
      '/auth/update-user-profile',
      { first_name: 'A', last_name: 'B', phone: '' },
      { token },
    )
    expect([bad.status, bad.body.message]).toEqual([400, 'Phone number is required'])
    expect(
      (await send('GET', '/auth/user-profile', undefined, { token })).body.data.first_name,
    ).toBe('Adaeze')
  })

  it('changes the password only with the current one, and retires older tokens', async () => {
    const { token, input } = await signUp()
    const wrong = await send(
      'POST',
      '/auth/user-change-password',
      { old_password: 'nope nope', new_password: 'brand new pass' },
      { token },
    )
    expect([wrong.status, wrong.body.message]).toEqual([400, 'Your current password is incorrect'])
    const changed = await send(
      'POST',
      '/auth/user-change-password',
      { old_password: input.password, new_password: 'brand new pass' },
      { token },
    )
    expect(changed.status).toBe(200)
    expect((await send('GET', '/auth/user-profile', undefined, { token })).status).toBe(401)
    const fresh = changed.body.data.accessToken as string
    expect((await send('GET', '/auth/user-profile', undefined, { token: fresh })).status).toBe(200)
    expect(
      (await send('POST', '/auth/user-login', { email: input.email, password: input.password }))
        .status,
    ).toBe(401)
    expect(
      (await send('POST', '/auth/user-login', { email: input.email, password: 'brand new pass' }))
        .status,
    ).toBe(200)
  })
})

describe('referrals', () => {
  it('records sign-ups by code on the same tenant and lists them, paged by the server', async () => {
    const referrer = await signUp()
    const profile = await send('GET', '/auth/user-referral-profile', undefined, {
      token: referrer.token,
    })
    const code = profile.body.data.referral_code as string
    expect(code).toMatch(/^[A-Z2-9]{7}$/)
    for (let i = 0; i < 12; i++)
      expect((await signUp({ referral_code: code.toLowerCase() })).status).toBe(201)
    const count = await send('GET', '/auth/user-referral-profile', undefined, {
      token: referrer.token,
    })
    expect(count.body.data.count).toBe(12)
    const page2 = await send('GET', '/auth/user-referrals?page=2&limit=10', undefined, {
      token: referrer.token,
    })
    expect(page2.body.data).toHaveLength(2)
    expect(page2.body.metadata).toMatchObject({ total: 12, page: 2, pages: 2 })
    expect(page2.body.data[0]).toMatchObject({
      profile: { first_name: 'Ada', last_name: 'Okafor' },
    })
    // Another user sees only their own referrals.
    const stranger = await signUp()
    const theirs = await send('GET', '/auth/user-referrals', undefined, { token: stranger.token })
    expect(theirs.body.metadata.total).toBe(0)
  })

  it('refuses an unknown code, or another tenant’s, and creates nothing', async () => {
    const referrer = await signUp()
    const code = (
      await send('GET', '/auth/user-referral-profile', undefined, { token: referrer.token })
    ).body.data.referral_code
    const before = await countUsers()
    const unknown = await send('POST', '/auth/user-signup', person({ referral_code: 'ZZZZZZZ' }))
    const other = await send('POST', '/auth/user-signup', person({ referral_code: code }), {
      tenant: 'lekkiprime.com',
    })
    expect([unknown.status, unknown.body.message, other.status]).toEqual([
      400,
      'Invalid referral code',
      400,
    ])
    const after = await countUsers()
    expect(after).toBe(before)
  })
})

describe('Google', () => {
  it('is off without credentials: providers say so and google-auth answers a clear error', async () => {
    expect((await send('GET', '/auth/providers')).body.data).toEqual({ google: false })
    const res = await send('GET', '/auth/google-auth?callback_url=http://localhost/')
    expect([res.status, res.body.message]).toEqual([400, 'Google sign-in is not configured'])
  })
})
