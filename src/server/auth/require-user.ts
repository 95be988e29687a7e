import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { verifyAccessToken } from './tokens'
import { findUserById } from './users'

/**
 * Signed-in routes: a valid bearer token for this tenant, for a user who still exists, can log in
 * and has not changed the password since the token was issued. Sets c.var.user.
 */
export function requireUser(getDb: () => Promise<Db>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    if (!token) throw new HttpError(401, 'Please sign in to continue')
    const tenant = c.get('tenant').domain
    const claims = await verifyAccessToken(token, tenant)
    const user = await findUserById(await getDb(), tenant, claims.id)
    if (!user || !user.can_login || user.token_version !== claims.tokenVersion)
      throw new HttpError(401, 'Your session has expired. Please sign in again.')
    c.set('user', user)
    await next()
  })
}

/**
 * The signed-in user's id when the request carries a valid token for this tenant, else null:
 * for calls a visitor may make too (an enquiry), where a stale token must not block the visitor.
 */
export async function optionalUserId(db: Db, tenant: string, authorization: string | undefined): Promise<number | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token) return null
  try {
    const claims = await verifyAccessToken(token, tenant)
    const user = await findUserById(db, tenant, claims.id)
    return user && user.can_login && user.token_version === claims.tokenVersion ? Number(user.id) : null
  } catch {
    return null
  }
}
