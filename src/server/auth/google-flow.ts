import { createHash, timingSafeEqual } from 'node:crypto'
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import * as v from 'valibot'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import type { TenantRegistry } from '~/server/tenants/load-tenants'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { googleUser, GoogleProfileSchema } from './google-accounts'
import { GOOGLE_CALLBACK_PATH, type GoogleConfig } from './google-config'
import { referrerId } from './referrals'
import { isTenantOrigin } from './tenant-origin'
import { signAccessToken } from './tokens'
import { toTokenUser } from './users'

/** A started sign-in must come back within 10 minutes; Google's consent screen takes seconds. */
const ATTEMPT_MINUTES = 10
const EXPIRED = 'This Google sign-in has expired. Please try again.'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

export interface GoogleStart {
  callbackUrl: string
  requestUrl: string
  referralCode?: string
  /** The page's own random value, handed back with the token so the page knows it asked. */
  nonce?: string
}

/**
 * Authorisation-code + PKCE + state: remembers the attempt server-side and answers Google's URL
 * with a secret for the starting browser's cookie; only its hash is stored.
 */
export async function startGoogleSignIn(
  db: Db,
  cfg: GoogleConfig,
  tenant: Tenant,
  { callbackUrl, requestUrl, referralCode, nonce }: GoogleStart,
): Promise<{ url: string; browserSecret: string }> {
  if (!isTenantOrigin(callbackUrl, tenant))
    throw new HttpError(400, 'callback_url must be a page of this site')
  const referredBy = referralCode ? await referrerId(db, tenant.domain, referralCode) : null
  const redirectUri = cfg.redirectUri ?? new URL(GOOGLE_CALLBACK_PATH, requestUrl).href
  const state = generateState()
  const verifier = generateCodeVerifier()
  const browserSecret = generateState()
  // Housekeeping on the way: attempts older than a day are of no use to anyone.
  await db.query(`delete from oauth_attempts where expires_at < now() - interval '1 day'`)
  await db.query(
    `insert into oauth_attempts (state, tenant, code_verifier, callback_url, redirect_uri, referred_by,
       expires_at, browser_hash, client_nonce)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7), $8, $9)`,
    [state, tenant.domain, verifier, callbackUrl, redirectUri, referredBy, ATTEMPT_MINUTES, sha256(browserSecret), nonce ?? null],
  )
  const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, redirectUri)
  const url = client.createAuthorizationURLWithPKCE(
    cfg.authUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    ['openid', 'email', 'profile'],
  )
  url.searchParams.set('prompt', 'select_account')
  return { url: url.href, browserSecret }
}

/** Whether the cookie the callback came with is the one this attempt gave its browser. */
function sameBrowser(cookie: string | undefined, storedHash: string | null): boolean {
  if (!cookie || !storedHash) return false
  const given = Buffer.from(sha256(cookie), 'hex')
  const expected = Buffer.from(storedHash, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export interface CallbackQuery {
  state?: string
  code?: string
  error?: string
}

/**
 * Finishes a sign-in and answers where to send the browser: the attempt's callback_url with
 * #access_token=… or #error=… (a fragment never reaches a server log or a Referer). Without a
 * live attempt for the state there is nowhere safe to send it: a 400 envelope instead.
 */
export async function finishGoogleSignIn(
  db: Db,
  cfg: GoogleConfig,
  registry: TenantRegistry,
  q: CallbackQuery,
  requestHost: string | undefined,
  browserCookie?: string,
): Promise<string> {
  if (!q.state || q.state.length > 200) throw new HttpError(400, EXPIRED)
  // Used once: the row is claimed before anything else happens, so a replayed state fails.
  const [attempt] = await db.query<{
    tenant: string
    code_verifier: string
    callback_url: string
    redirect_uri: string
    referred_by: number | null
    browser_hash: string | null
    client_nonce: string | null
  }>(
    `update oauth_attempts set used_at = now()
     where state = $1 and used_at is null and expires_at > now()
     returning tenant, code_verifier, callback_url, redirect_uri, referred_by::int as referred_by, browser_hash, client_nonce`,
    [q.state],
  )
  if (!attempt) throw new HttpError(400, EXPIRED)
  const tenant = registry.byDomain(attempt.tenant)
  const hostTenant = requestHost ? registry.byHost(requestHost) : undefined
  if (!tenant || (hostTenant && hostTenant.domain !== tenant.domain))
    throw new HttpError(400, EXPIRED)
  const back = new URL(attempt.callback_url)
  back.hash = ''
  try {
    // A callback URL opened in another browser (an attacker's, sent to a victim) signs nobody in.
    if (!sameBrowser(browserCookie, attempt.browser_hash))
      throw new HttpError(400, 'This Google sign-in was started in another browser. Please try again.')
    if (q.error || !q.code) throw new HttpError(400, 'Google sign-in was cancelled.')
    const client = new OAuth2Client(cfg.clientId, cfg.clientSecret, attempt.redirect_uri)
    const tokens = await client.validateAuthorizationCode(
      cfg.tokenUrl,
      q.code.slice(0, 2048),
      attempt.code_verifier,
    )
    const profile = await readProfile(cfg, tokens.accessToken())
    const user = await googleUser(db, tenant.domain, profile, attempt.referred_by)
    if (!user.can_login) throw new HttpError(403, 'This account cannot sign in.')
    const token = await signAccessToken(toTokenUser(user), tenant.domain, user.token_version)
    const nonce = attempt.client_nonce ? `&nonce=${encodeURIComponent(attempt.client_nonce)}` : ''
    return `${back.href}#access_token=${token}${nonce}`
  } catch (err) {
    const message =
      err instanceof HttpError ? err.message : 'Google sign-in failed. Please try again.'
    if (!(err instanceof HttpError)) console.warn('[auth] Google sign-in failed:', String(err))
    return `${back.href}#error=${encodeURIComponent(message)}`
  }
}

async function readProfile(cfg: GoogleConfig, accessToken: string) {
  const res = await fetch(cfg.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`userinfo answered ${res.status}`)
  const parsed = v.safeParse(GoogleProfileSchema, await res.json())
  if (!parsed.success) throw new Error('userinfo answered an unexpected shape')
  return parsed.output
}
