import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { OpsContext } from '~/server/ops/ops-audit'
import type { Db } from '~/server/db/db'
import { HttpError } from '~/server/http/envelope'
import { can, type Permission } from '~/shared/console/roles'
import { findStaff } from './staff-accounts'
import { readSession, readStaffCookie } from './staff-sessions'

/** The header the console sends on every call: a page on another site cannot add it without CORS (CSRF). */
export const CONSOLE_HEADER = 'x-haven-console'

export const requireConsoleHeader = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header(CONSOLE_HEADER) !== '1') throw new HttpError(403, 'The console API answers the console only')
  await next()
  c.res.headers.set('cache-control', 'private, no-store')
  c.res.headers.set('x-robots-tag', 'noindex, nofollow')
})

/**
 * A signed-in staff member of this request's tenant (x-tenant-id, already matched to the host)
 * whose role holds `permission`: no session 401, another tenant's session 401 (it is not a
 * session here), a role without the permission 403.
 */
export function requireStaff(getDb: () => Promise<Db>, permission: Permission | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const tenant = c.get('tenant').domain
    const db = await getDb()
    const session = await readSession(db, tenant, readStaffCookie(c.req.header('cookie')))
    if (!session || session.stage !== 'signed-in') throw new HttpError(401, 'Please sign in to the console')
    const staff = await findStaff(db, tenant, { id: session.staff_id })
    if (!staff) throw new HttpError(401, 'Please sign in to the console')
    if (permission && !can(staff.role, permission)) throw new HttpError(403, 'Your role does not allow this')
    c.set('staff', staff)
    await next()
  })
}

/** The staff member as the audit names them: their address, the console, their tenant. */
export const staffContext = (c: Context<AppEnv>): OpsContext => ({ actor: c.get('staff').email, channel: 'console', tenant: c.get('tenant').domain })

/** The body with the actor the session proves, whatever the body claimed, for the schemas the CLI and API share. */
export function withActor(c: Context<AppEnv>) {
  const body = c.get('jsonBody')
  c.set('jsonBody', { ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}), actor: c.get('staff').email })
}
