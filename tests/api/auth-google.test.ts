import { decodeJwt } from 'jose'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import handler from '../../netlify/functions/api'
import { send, TENANT, useTestDb } from './api-test-db'
import { useOutbox } from './test-outbox'
import { verifyEmail } from './verify-email'

/**
 * Google sign-in end to end against a real OAuth 2.0 / OpenID server on loopback
 * (oauth2-mock-server): real HTTP for consent, token exchange (PKCE checked by the server) and
 * userinfo. Only the identity the server reports is set per test, through its own hooks.
 */
const testDb = useTestDb({ seed: false })
useOutbox('google')
const idp = new OAuth2Server()
let identity: Record<string, unknown> = {}
const KEYS = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL']

beforeAll(async () => {
  await idp.issuer.keys.generate('RS256')
  await idp.start(0, '127.0.0.1')
  const base = idp.issuer.url!
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: 'haven-test-client',
    GOOGLE_CLIENT_SECRET: 'haven-test-secret',
    GOOGLE_AUTH_URL: `${base}/authorize`,
    GOOGLE_TOKEN_URL: `${base}/token`,
    GOOGLE_USERINFO_URL: `${base}/userinfo`,
  })
  idp.service.on('beforeUserinfo', (res: { body: unknown }) => {
    res.body = identity
  })
})
afterAll(async () => {
  for (const k of [...KEYS, 'GOOGLE_USERINFO_URL']) delete process.env[k]
  await idp.stop()
})
beforeEach(() => {
  identity = {}
})

const CALLBACK = 'http://haven.localhost:5173/listings?page=2'
const count = async (sql: string) =>
  (await testDb.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0]!.n

/** What the browser does: ask for the URL, go to Google, follow its redirect back to the API. */
async function googleSignIn(
  callbackUrl = CALLBACK,
  tenant = TENANT,
  backHost?: string,
  extra = '',
) {
  const start = await send(
    'GET',
    `/auth/google-auth?callback_url=${encodeURIComponent(callbackUrl)}${extra}`,
    undefined,
    { tenant },
  )
  expect(start.status, start.body.message).toBe(200)
  const consent = await fetch(start.body.data.url as string, { redirect: 'manual' })
  expect(consent.status).toBe(302)
  const backTo = consent.headers.get('location')!
  // The browser that started it sends back the cookie google-auth set (decision 040).
  const cookie = (start.res.headers.get('set-cookie') ?? '').split(';')[0]!
  const back = (asCookie = cookie) =>
    handler(new Request(backTo, { headers: { ...(backHost ? { host: backHost } : {}), ...(asCookie ? { cookie: asCookie } : {}) } }))
  const res = await back()
  const location = res.headers.get('location') ?? ''
  const fragment = new URLSearchParams(location.split('#')[1] ?? '')
  return { start, backTo, back, cookie, res, location, token: fragment.get('access_token'), fragment }
}

describe('Google sign-in', () => {
  it('is announced on, and answers an authorisation URL with state and PKCE (S256)', async () => {
    expect((await send('GET', '/auth/providers')).body.data).toEqual({ google: true })
    const res = await send('GET', `/auth/google-auth?callback_url=${encodeURIComponent(CALLBACK)}`)
    const url = new URL(res.body.data.url)
    expect(url.origin).toBe(idp.issuer.url)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'haven-test-client',
      redirect_uri: 'http://localhost/api/v1/auth/google/callback',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(res.res.headers.get('cache-control')).toContain('no-store')
  })

  it('creates an account for a new verified identity and returns the token in the fragment', async () => {
    identity = {
      sub: 'g-new',
      email: 'Chi.Eze@Gmail.com',
      email_verified: true,
      given_name: 'Chi',
      family_name: 'Eze',
    }
    const { res, location, token } = await googleSignIn()
    expect(res.status).toBe(302)
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(location.startsWith(`${CALLBACK}#access_token=`)).toBe(true)
    // The page cookie comes with the token (decision 053), beside the attempt cookie's clearing.
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^haven_session=${token!.replace(/\./g, '\\.')}; Path=/; Max-Age=\\d+; HttpOnly; Secure; SameSite=Lax$`)))
    expect(decodeJwt(token!)).toMatchObject({
      email: 'chi.eze@gmail.com',
      first_name: 'Chi',
      aud: TENANT,
    })
    const me = await send('GET', '/auth/user-profile', undefined, { token: token! })
    expect([me.status, me.body.data.last_name]).toEqual([200, 'Eze'])

    const users = await count('users')
    const again = await googleSignIn()
    expect(decodeJwt(again.token!).id).toBe(decodeJwt(token!).id)
    expect(await count('users')).toBe(users)
  })

  it('links an existing proved password account only when Google says the e-mail is verified', async () => {
    const person = {
      first_name: 'Ada',
      last_name: 'Okafor',
      phone: '08031234567',
      password: 'correct horse',
    }
    const signUp = await send('POST', '/auth/user-signup', { ...person, email: 'ada@example.com' })
    const id = decodeJwt(signUp.body.data.accessToken).id
    // Its owner proved the address (decision 040), so the password they chose stays theirs.
    expect((await verifyEmail('ada@example.com')).headers.get('location')).toContain('#email_verified=1')

    identity = { sub: 'g-unverified', email: 'ada@example.com', email_verified: false }
    const refused = await googleSignIn()
    expect(refused.token).toBeNull()
    expect(refused.fragment.get('error')).toBe('Your Google account has no verified email address.')
    const [row] = await testDb.db.query<{ google_sub: string | null }>(
      'select google_sub from users where id = $1',
      [id],
    )
    expect(row!.google_sub).toBeNull()

    identity = { sub: 'g-ada', email: 'ada@example.com', email_verified: true }
    const linked = await googleSignIn()
    expect(decodeJwt(linked.token!).id).toBe(id)
    const password = await send('POST', '/auth/user-login', {
      email: 'ada@example.com',
      password: 'correct horse',
    })
    expect(password.status).toBe(200)

    // The address now belongs to g-ada here: another Google subject claiming it is refused.
    identity = { sub: 'g-other', email: 'ada@example.com', email_verified: true }
    expect((await googleSignIn()).fragment.get('error')).toBe(
      'This email is linked to another Google account.',
    )
  })

  it('creates nothing for an unverified e-mail without an account', async () => {
    const before = await count('users')
    identity = { sub: 'g-ghost', email: 'ghost@example.com', email_verified: false }
    expect((await googleSignIn()).token).toBeNull()
    expect(await count('users')).toBe(before)
  })

  it('uses a state once; an unknown state or another tenant’s host is refused', async () => {
    identity = { sub: 'g-once', email: 'once@example.com', email_verified: true }
    const first = await googleSignIn()
    expect(first.token).toBeTruthy()
    const replay = await first.back()
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({
      success: false,
      message: 'This Google sign-in has expired. Please try again.',
    })
    const forged = first.backTo.replace(/state=[^&]+/, 'state=forged-state-value')
    expect((await handler(new Request(forged))).status).toBe(400)

    // Started on lekkiprime.com, brought back through haven.ng: no token for either.
    const cross = await googleSignIn('https://lekkiprime.com/', 'lekkiprime.com', 'haven.ng')
    expect([cross.res.status, cross.location]).toEqual([400, ''])
  })

  it('sends the token only back to the tenant’s own origin', async () => {
    for (const bad of [
      'https://evil.example/',
      'https://lekkiprime.com/',
      'http://haven.ng/',
      'https://haven.ng.evil.example/',
      'https://user@haven.ng/',
      'http://lekki-prime.localhost:5173/',
      'javascript:alert(1)',
    ]) {
      const res = await send('GET', `/auth/google-auth?callback_url=${encodeURIComponent(bad)}`)
      expect([bad, res.status, res.body.message]).toEqual([
        bad,
        400,
        'callback_url must be a page of this site',
      ])
    }
    for (const good of [
      'https://haven.ng/settings',
      'https://www.haven.ng/',
      'http://localhost:8888/',
    ])
      expect(
        (await send('GET', `/auth/google-auth?callback_url=${encodeURIComponent(good)}`)).status,
      ).toBe(200)
    expect((await send('GET', '/auth/google-auth')).status).toBe(400)
  })

  it('returns an error fragment when consent is refused or the code exchange fails', async () => {
    idp.service.once('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
    })
    const denied = await googleSignIn()
    expect([denied.res.status, denied.fragment.get('error')]).toEqual([
      302,
      'Google sign-in was cancelled.',
    ])

    idp.service.once('beforeResponse', (response: { body: unknown; statusCode: number }) => {
      response.body = { error: 'invalid_grant' }
      response.statusCode = 400
    })
    const failed = await googleSignIn()
    expect(failed.fragment.get('error')).toBe('Google sign-in failed. Please try again.')
  })

  it('keeps a referral for a new Google account; an unknown code is refused before Google', async () => {
    const referrer = await send('POST', '/auth/user-signup', {
      first_name: 'Bola',
      last_name: 'Ade',
      email: 'bola@example.com',
      phone: '08031234567',
      password: 'correct horse',
    })
    const token = referrer.body.data.accessToken as string
    const { referral_code } = (
      await send('GET', '/auth/user-referral-profile', undefined, { token })
    ).body.data
    const attempts = await count('oauth_attempts')
    const unknown = await send(
      'GET',
      `/auth/google-auth?callback_url=${encodeURIComponent(CALLBACK)}&referral_code=ZZZZZZZ`,
    )
    expect([unknown.status, unknown.body.message]).toEqual([400, 'Invalid referral code'])
    expect(await count('oauth_attempts')).toBe(attempts)

    identity = {
      sub: 'g-referred',
      email: 'referred@example.com',
      email_verified: true,
      name: 'Tolu Bello',
    }
    const referred = await googleSignIn(
      CALLBACK,
      TENANT,
      undefined,
      `&referral_code=${referral_code}`,
    )
    expect(decodeJwt(referred.token!)).toMatchObject({ first_name: 'Tolu', last_name: 'Bello' })
    const list = await send('GET', '/auth/user-referrals', undefined, { token })
    expect(list.body.data.map((r: { email: string }) => r.email)).toEqual(['referred@example.com'])
  })
})
