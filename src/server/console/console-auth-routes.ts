import { Hono, type Context } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import { clientAddress } from '~/server/auth/rate-limit'
import { siteOrigin } from '~/server/auth/tenant-origin'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { permissionsOf, StaffCodeSchema, StaffFinishSetupSchema, StaffSetupSchema, StaffSignInSchema } from '~/shared/console/roles'
import { requireStaff } from './require-staff'
import { finishSetup, startSetup, type StaffRow } from './staff-accounts'
import { clearedStaffCookie, closeSession, openSession, readStaffCookie, signOut, staffCookie } from './staff-sessions'
import { signInWithCode, signInWithPassword } from './staff-sign-in'

const me = (staff: Pick<StaffRow, 'email' | 'role'>, tenant: string) => ({ email: staff.email, role: staff.role, tenant, permissions: permissionsOf(staff.role) })
const cookieOf = (c: Context<AppEnv>) => readStaffCookie(c.req.header('cookie'))

/** /api/v1/console: setup from a one-time link, sign-in in two steps, the session, sign-out (decision 045). */
export function consoleAuthRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.post('/setup/start', async (c) => {
    const { token } = parseBody(c, StaffSetupSchema)
    return ok(await startSetup(await getDb(), c.get('tenant').domain, c.get('tenant').display_name, token))
  })
  r.post('/setup/finish', async (c) => {
    const body = parseBody(c, StaffFinishSetupSchema)
    const tenant = c.get('tenant').domain
    const db = await getDb()
    const { staff, recovery_codes } = await finishSetup(db, { channel: 'console' }, tenant, body.token, body.password, body.code)
    await closeSession(db, cookieOf(c))
    const token = await openSession(db, staff, 'signed-in')
    const res = ok({ ...me(staff, tenant), recovery_codes }, { message: 'Your account is ready' })
    res.headers.append('set-cookie', staffCookie(token, 'signed-in', c.req.url))
    return res
  })
  r.post('/sign-in', async (c) => {
    const { email, password } = parseBody(c, StaffSignInSchema)
    const db = await getDb()
    await closeSession(db, cookieOf(c))
    const token = await signInWithPassword(db, c.get('tenant'), email, password, clientAddress(c.req.raw.headers), siteOrigin(c.get('tenant'), c.req.header('origin')))
    const res = ok({ second_factor: true }, { message: 'Enter the code from your authenticator app' })
    res.headers.append('set-cookie', staffCookie(token, 'second-factor', c.req.url))
    return res
  })
  r.post('/sign-in/code', async (c) => {
    const { code } = parseBody(c, StaffCodeSchema)
    const tenant = c.get('tenant').domain
    const { token, staff } = await signInWithCode(await getDb(), tenant, cookieOf(c), code)
    const res = ok(me(staff, tenant), { message: 'Signed in' })
    res.headers.append('set-cookie', staffCookie(token, 'signed-in', c.req.url))
    return res
  })
  r.get('/session', requireStaff(getDb, null), (c) => ok(me(c.get('staff'), c.get('tenant').domain)))
  r.post('/sign-out', async (c) => {
    await signOut(await getDb(), cookieOf(c))
    const res = ok(null, { message: 'Signed out' })
    res.headers.append('set-cookie', clearedStaffCookie(c.req.url))
    return res
  })
  return r
}
