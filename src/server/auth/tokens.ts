import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { HttpError } from '~/server/http/envelope'
import type { AccountUser } from '~/shared/types/user'
import { authSecret } from './secret'

/** Seven days: a buyer abroad returns to the site over a week without signing in again (decision 021). */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60
const ISSUER = 'haven'

/** The User of 000 §3, as the UI decodes it from the token. */
export type TokenUser = AccountUser

/**
 * A signed access token for one user on one tenant (aud), valid until the password changes (tv)
 * or it is signed out. Its own id (jti) makes each sign-in's token unique, so signing out of one
 * never ends another made in the same second (revoked-tokens.ts).
 */
export function signAccessToken(user: TokenUser, tenantDomain: string, tokenVersion: number) {
  return new SignJWT({ ...user, tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(tenantDomain)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(authSecret())
}

/**
 * Tokens this process has already verified, until they expire: a signed-in buyer's every call
 * carries the same token, and checking its HMAC each time is most of what signing in costs a
 * listings search (decision 030). Revocation is not cached: callers still check the token version
 * and sign-out (revoked-tokens.ts).
 */
const verified = new Map<string, { id: number; tokenVersion: number; exp: number }>()
const VERIFIED_MAX = 5_000

/** The user id, token version and expiry of a valid token for this tenant; anything else is a 401. */
export async function verifyAccessToken(token: string, tenantDomain: string) {
  const key = `${tenantDomain} ${token}`
  const hit = verified.get(key)
  if (hit && hit.exp > Date.now() / 1000) return { ...hit }
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: tenantDomain,
    })
    const id = Number(payload.sub)
    if (!Number.isSafeInteger(id) || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') throw new Error('claims')
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!)
    verified.set(key, { id, tokenVersion: payload.tv, exp: payload.exp })
    return { id, tokenVersion: payload.tv, exp: payload.exp }
  } catch {
    throw new HttpError(401, 'Your session has expired. Please sign in again.')
  }
}
