import { decodeJwt } from 'jose'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, expect } from 'vitest'
import { smtpCapture } from '~/testing/smtp-capture'
import handler from '../../netlify/functions/api'
import { send, useTestDb } from './api-test-db'
import { openLink } from './verify-email'

/**
 * What security-signin.test.ts and security-accounts.test.ts share (issue 20's account findings, each tried as the attacker did, with real parallel requests where
 * it was a race. Mail goes to a real SMTP server on loopback that this file can hold back, so a
 * test can tell whether an answer waited for a message (decision 040).
 */
const smtp = smtpCapture()
const received = smtp.received
const idp = new OAuth2Server()
let identity: Record<string, unknown> = {}
/** What Google's userinfo answers next. */
export const setIdentity = (next: Record<string, unknown>) => {
  identity = next
}

/** A fresh database, the SMTP server and the stand-in for Google for one test file. */
export function useSecurityHarness() {
  const testDb = useTestDb()
  beforeAll(async () => {
    process.env.SMTP_URL = await smtp.start()
    await idp.issuer.keys.generate('RS256')
    await idp.start(0, '127.0.0.1')
    Object.assign(process.env, {
      GOOGLE_CLIENT_ID: 'haven-test-client',
      GOOGLE_CLIENT_SECRET: 'haven-test-secret',
      GOOGLE_AUTH_URL: `${idp.issuer.url}/authorize`,
      GOOGLE_TOKEN_URL: `${idp.issuer.url}/token`,
      GOOGLE_USERINFO_URL: `${idp.issuer.url}/userinfo`,
    })
    idp.service.on('beforeUserinfo', (res: { body: unknown }) => {
      res.body = identity
    })
  })
  afterAll(async () => {
    for (const k of ['SMTP_URL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL']) delete process.env[k]
    await idp.stop()
    await smtp.stop()
  })
  return { testDb, smtp }
}

let n = 0
export const unique = (what: string) => `${what}${++n}@example.com`
/** A different caller address each time it is called, so one test's limits do not reach the next. */
export const address = () => ({ 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${++n % 250}` })
export const PASSWORD = 'correct horse 1'

export async function signUp(email = unique('buyer'), headers = address()) {
  const res = await send('POST', '/auth/user-signup', { first_name: 'Ada', last_name: 'Okafor', email, phone: '08031234567', password: PASSWORD }, { headers })
  expect(res.status, res.body.message).toBe(201)
  return { email, token: res.body.data.accessToken as string, id: decodeJwt(res.body.data.accessToken as string).id as number }
}

export const mailsTo = (email: string) => received.filter((m) => m.to.includes(email)).map((m) => m.data)
export const waitForMail = async (email: string, subject: string) => {
  await expect.poll(() => mailsTo(email).filter((m) => m.includes(subject)).length, { timeout: 5000 }).toBeGreaterThan(0)
  return mailsTo(email).filter((m) => m.includes(subject)).at(-1)!
}

export async function proveEmail(email: string) {
  const mail = await waitForMail(email, 'Subject: Confirm your e-mail')
  const link = /https?:\/\/\S+\/api\/v1\/auth\/verify-email\?token=[A-Za-z0-9_-]+/.exec(mail)![0]
  const res = await openLink(link)
  expect(res.headers.get('location')).toContain('#email_verified=1')
}

export const login = (email: string, password: string, headers: Record<string, string>) => send('POST', '/auth/user-login', { email, password }, { headers })

/** Starts Google sign-in as a browser would, and answers where Google sends it back. */
export async function startGoogle(nonce = 'n'.repeat(32)) {
  const start = await send('GET', `/auth/google-auth?callback_url=${encodeURIComponent('http://haven.localhost:5173/listings')}&nonce=${nonce}`)
  expect(start.status, start.body.message).toBe(200)
  const setCookie = start.res.headers.get('set-cookie') ?? ''
  expect(setCookie).toMatch(/^haven_google=[A-Za-z0-9_-]+; Path=\/api\/v1\/auth\/google\/callback; Max-Age=600; HttpOnly; SameSite=Lax/)
  const consent = await fetch(start.body.data.url as string, { redirect: 'manual' })
  const callback = consent.headers.get('location')!
  const finish = (cookie?: string) => handler(new Request(callback, { headers: cookie ? { cookie } : {} }))
  return { cookie: setCookie.split(';')[0]!, finish }
}
export const fragmentOf = (res: Response) => new URLSearchParams((res.headers.get('location') ?? '').split('#')[1] ?? '')
