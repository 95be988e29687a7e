import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { verifyAccessToken } from './tokens'
import { findSessionUser } from './users'

/**
 * Signed-in routes: a valid bearer token for this tenant, not signed out, for a user who still
 * exists, can log in and has not changed the password since the token was issued. Sets c.var.user.
 */
export function requireUser(getDb: () => Promise<Db>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!token) throw new HttpError(401, 'Please sign in to continue')
    const tenant = c.get('tenant').domain
    const claims = await verifyAccessToken(token, tenant)
    const db = await getDb()
    const user = await findSessionUser(db, tenant, { ...claims, token })
    if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.')
    c.set('user', user)
    await next()
  })
}

/**
 * The claims of a bearer token that verifies for this tenant, with the token, else null. Signature
 * only: whether the account is still active and the token not signed out is `isActiveUser`, which
 * a caller may run alongside other work.
 */
export async function bearerClaims(tenant: string, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token) return null
  try {
    return { ...(await verifyAccessToken(token, tenant)), token }
  } catch {
    return null
  }
}

export async function isActiveUser(db: Db, tenant: string, claims: { id: number; tokenVersion: number; token: string }) {
  return (await findSessionUser(db, tenant, claims)) !== null
}

/**
 * The signed-in user's id when the request carries a valid token for this tenant, else null:
 * for calls a visitor may make too (an enquiry), where a stale token must not block the visitor.
 */
export async function optionalUserId(db: Db, tenant: string, authorization: string | undefined): Promise<number | null> {
  const claims = await bearerClaims(tenant, authorization)
  return claims && (await isActiveUser(db, tenant, claims)) ? Number(claims.id) : null
}
