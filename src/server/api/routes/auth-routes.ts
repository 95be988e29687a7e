import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { hashPassword, verifyPassword } from '~/server/auth/passwords'
import { browserCookie } from '~/server/auth/browser-cookie'
import { clearedPageCookie, pageCookie, readPageCookie } from '~/server/auth/page-cookie'
import { revokeTokens } from '~/server/auth/revoked-tokens'
import { markEmailVerified, verificationMail } from '~/server/auth/email-verification'
import { clientAddress, reserveAll, reserveAttempt } from '~/server/auth/rate-limit'
import { guardSignIn } from '~/server/auth/sign-in-guard'
import { siteOrigin } from '~/server/auth/tenant-origin'
import { requireUser } from '~/server/auth/require-user'
import { googleConfig } from '~/server/auth/google-config'
import { startGoogleSignIn } from '~/server/auth/google-flow'
import { signAccessToken } from '~/server/auth/tokens'
import {
  createUser,
  findUserByEmail,
  findUserById,
  toTokenUser,
} from '~/server/auth/users'
import type { Db } from '~/server/db/db'
import { privateUnlessPublic, publicCache } from '~/server/http/cache'
import { fail, HttpError, ok } from '~/server/http/envelope'
import { inFlightLimit } from '~/server/http/shed-load'
import { parseBody } from '~/server/http/parse-body'
import { parseQuery } from '~/server/http/parse-query'
import {
  assertResetToken,
  consumeVerifiedCode,
  issueResetCode,
  RESET_RULES,
  verifyResetCode,
} from '~/server/auth/reset-codes'
import { deliver } from '~/server/email/deliver'
import { resetCodeMail } from '~/server/email/templates/reset-code'
import {
  ChangePasswordBodySchema,
  GetOtpSchema,
  ResetPasswordBodySchema,
  VerifyOtpSchema,
  ProfileUpdateSchema,
  SignInSchema,
  SignUpBodySchema,
} from '~/shared/schemas/auth'
import type { AppEnv } from '../app-env'
import { accountReadRoutes, profileOf } from './account-read-routes'

const GoogleAuthQuerySchema = v.object({
  callback_url: v.pipe(
    v.string('callback_url is required'),
    v.maxLength(2000, 'callback_url is too long'),
  ),
  referral_code: SignUpBodySchema.entries.referral_code,
  /** The page's random value, returned with the token (decision 040). */
  nonce: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'nonce must be 16 to 128 letters, digits, - or _'))),
})


/** Where links in this request's e-mails point: the site it came from when that is the tenant's. */
const originOf = (c: Context<AppEnv>) => siteOrigin(c.get('tenant'), c.req.header('origin'))

/** Per instance, for sign-up, codes and resets together: enough for a busy hour's real ones at once. */
export const UNAUTHENTICATED_IN_FLIGHT = 8

/**
 * /auth/* — accounts (000 §7; decision 021). Every answer depends on who asks: never cached — but
 * /providers, the same for every visitor, which says so itself.
 */
export function authRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  const signedIn = requireUser(getDb)
  r.use('*', async (c, next) => {
    await next()
    privateUnlessPublic(c.res)
  })
  // The reads a signed-in page also paints from (decision 053): their own module, shared with the page function.
  r.route('/', accountReadRoutes(getDb))
  // Unauthenticated calls that cost a transaction and often a hash: shed beyond a few at once.
  const unauthenticated = inFlightLimit(UNAUTHENTICATED_IN_FLIGHT)

  // Counted before argon2 runs (findings 6 and 11). The address is proved by the link e-mailed
  // now, the only message it receives until then (decision 040).
  r.post('/user-signup', unauthenticated, async (c) => {
    const body = parseBody(c, SignUpBodySchema)
    const tenant = c.get('tenant')
    const db = await getDb()
    await reserveAll(db, tenant.domain, [
      ['signup-tenant', '*'],
      ['signup-address', clientAddress(c.req.raw.headers)],
    ])
    const user = await createUser(db, tenant.domain, body)
    await deliver([await verificationMail(db, tenant, user, originOf(c))], 'auth', 'e-mail verification')
    const accessToken = await signAccessToken(toTokenUser(user), tenant.domain, user.token_version)
    return ok({ accessToken }, { message: 'Sign Up Successful', headers: { 'set-cookie': pageCookie(accessToken) } }, 201)
  })

  // Another link, for a signed-in account whose address is not yet proved.
  r.post('/resend-verification', signedIn, async (c) => {
    const me = c.get('user')
    if (me.email_verified) return ok(null, { message: 'Your email is already verified.' })
    const db = await getDb()
    await reserveAttempt(db, me.tenant, 'otp-account', me.email)
    await deliver([await verificationMail(db, c.get('tenant'), me, originOf(c))], 'auth', 'e-mail verification')
    return ok(null, { message: `We have sent a new link to ${me.email}.` })
  })

  r.post('/user-login', async (c) => {
    const { email, password } = parseBody(c, SignInSchema)
    const tenant = c.get('tenant')
    const db = await getDb()
    // The attempt is counted before the password is checked, so parallel guesses cannot outrun it.
    const guard = await guardSignIn(db, tenant, email, clientAddress(c.req.raw.headers))
    const user = await findUserByEmail(db, tenant.domain, email)
    const valid = await verifyPassword(user?.password_hash ?? null, password)
    if (!user || !valid || !user.can_login) {
      await guard.failed(user, originOf(c))
      throw new HttpError(401, 'Invalid email or password')
    }
    await guard.succeeded()
    const accessToken = await signAccessToken(toTokenUser(user), tenant.domain, user.token_version)
    return ok({ accessToken }, { message: 'Sign In Successful', headers: { 'set-cookie': pageCookie(accessToken) } })
  })

  // The page cookie (decision 053) for a session that began without one (before it existed, or a
  // token from Google's fragment): set from the bearer token the call proved. Signing out needs no
  // proof (it must work with an expired token too) and ends the session on the server, not only in
  // this browser: the cookie's token and the bearer token, each that verifies here, are revoked
  // (issue 33), so a cookie left behind or copied paints and reads nothing.
  r.post('/page-session', signedIn, (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')![1]!
    return ok(null, { headers: { 'set-cookie': pageCookie(token) } })
  })
  r.delete('/page-session', async (c) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    await revokeTokens(await getDb(), c.get('tenant').domain, [readPageCookie(c.req.header('cookie')), bearer])
    return ok(null, { headers: { 'set-cookie': clearedPageCookie() } })
  })

  r.patch('/update-user-profile', signedIn, async (c) => {
    const body = parseBody(c, ProfileUpdateSchema)
    const me = c.get('user')
    const db = await getDb()
    await db.query(
      'update users set first_name = $1, last_name = $2, phone = $3, updated_at = now() where id = $4 and tenant = $5',
      [body.first_name, body.last_name, body.phone, me.id, me.tenant],
    )
    const user = (await findUserById(db, me.tenant, me.id))!
    return ok(profileOf(user), { message: 'Profile updated successfully!' })
  })

  r.post('/user-change-password', signedIn, async (c) => {
    const { old_password, new_password } = parseBody(c, ChangePasswordBodySchema)
    const me = c.get('user')
    const db = await getDb()
    // Guessing the current password from a stolen session is limited like signing in (finding 10).
    const attempt = await reserveAttempt(db, me.tenant, 'password-change-account', String(me.id))
    if (!(await verifyPassword(me.password_hash, old_password)))
      throw new HttpError(400, 'Your current password is incorrect')
    await attempt.release()
    const hash = await hashPassword(new_password)
    // Every token issued before this moment stops working; this device gets a fresh one.
    const [row] = await db.query<{ token_version: number }>(
      `update users set password_hash = $1, token_version = token_version + 1, updated_at = now()
       where id = $2 and tenant = $3 returning token_version`,
      [hash, me.id, me.tenant],
    )
    const accessToken = await signAccessToken(toTokenUser(me), me.tenant, row!.token_version)
    return ok({ accessToken }, { message: 'Password changed successfully!', headers: { 'set-cookie': pageCookie(accessToken) } })
  })

  // Forgotten password (000 §4): the same answer whether or not the e-mail has an account.
  r.post('/user-getotp', unauthenticated, async (c) => {
    const { email } = parseBody(c, GetOtpSchema)
    const tenant = c.get('tenant')
    const db = await getDb()
    const address = clientAddress(c.req.raw.headers)
    const allowance = await reserveAll(db, tenant.domain, [
      ['otp-tenant', '*'],
      ['otp-address', address],
      ['otp-account', email],
    ])
    // Asking again within 60 s is refused without using up the hour's allowance.
    const code = await issueResetCode(db, tenant.domain, email).catch(async (err: unknown) => {
      await Promise.all(allowance.map((r) => r.release()))
      throw err
    })
    // Queued (one insert), sent off the request path: the answer no longer waits for SMTP, so its
    // time does not tell whether the account exists (finding 11; decisions 039, 040).
    if (await findUserByEmail(db, tenant.domain, email))
      await deliver([resetCodeMail(tenant, email, code, RESET_RULES.validMinutes)], 'auth', 'reset code')
    return ok(null, {
      message: 'If an account exists for this email, we have sent it a 6-digit code.',
    })
  })

  r.patch('/verify-otp', unauthenticated, async (c) => {
    const { email, otp } = parseBody(c, VerifyOtpSchema)
    const reset_token = await verifyResetCode(await getDb(), c.get('tenant').domain, email, otp)
    // Only the client that verified the code can spend it (finding 3; decision 040).
    return ok({ reset_token }, { message: 'OTP Verified' })
  })

  r.patch('/user-reset-password', unauthenticated, async (c) => {
    const { email, new_password, reset_token } = parseBody(c, ResetPasswordBodySchema)
    const tenant = c.get('tenant').domain
    const db = await getDb()
    await reserveAttempt(db, tenant, 'reset-address', clientAddress(c.req.raw.headers))
    // No hashing for a request that holds no live token (finding 6).
    await assertResetToken(db, tenant, email, reset_token)
    const hash = await hashPassword(new_password)
    await db.transaction(async (tx) => {
      await consumeVerifiedCode(tx, tenant, email, reset_token)
      // Every session of the account ends with the old password; the code proved the address.
      const [user] = await tx.query<{ id: number }>(
        `update users set password_hash = $1, token_version = token_version + 1, updated_at = now()
         where tenant = $2 and email = $3 returning id::int as id`,
        [hash, tenant, email],
      )
      if (user) await markEmailVerified(tx, tenant, user.id)
    })
    return ok(null, { message: 'Password Reset Successful' })
  })

  // Without credentials Google is off: a 400, not a 5xx — nothing is broken, the client asked for
  // a provider that /auth/providers says is off (decision 021).
  r.get('/providers', () => publicCache(ok({ google: googleConfig() !== null }), 300))
  r.get('/google-auth', async (c) => {
    const cfg = googleConfig()
    if (!cfg) return fail(400, 'Google sign-in is not configured')
    const q = parseQuery(GoogleAuthQuerySchema, c.req.url)
    // A referred visitor choosing Google keeps the referral (checked now, applied to new accounts).
    const { url, browserSecret } = await startGoogleSignIn(await getDb(), cfg, c.get('tenant'), {
      callbackUrl: q.callback_url,
      requestUrl: c.req.url,
      referralCode: q.referral_code || undefined,
      nonce: q.nonce,
    })
    // The callback finishes only in this browser (finding 4; decision 040).
    return ok({ url }, { headers: { 'set-cookie': browserCookie(browserSecret, c.req.url) } })
  })

  return r
}
