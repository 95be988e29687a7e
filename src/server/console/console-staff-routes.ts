import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { ok } from '~/server/http/envelope'
import { parseBody } from '~/server/http/parse-body'
import { pathId } from '~/server/http/path-id'
import { StaffChangeSchema } from '~/shared/console/inboxes'
import { ROLE_LABELS } from '~/shared/console/roles'
import { requireStaff, staffContext } from './require-staff'
import { changeStaff } from './staff-admin'
import { unlockStaff } from './staff-unlock'

/** PATCH /console/staff/:id — an owner changes a role or disables an account (decision 050); POST …/unlock clears its failed sign-ins (issue 33). */
export function consoleStaffRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.patch('/staff/:id', requireStaff(getDb, 'staff.manage'), async (c) => {
    const change = parseBody(c, StaffChangeSchema)
    const answer = await changeStaff(await getDb(), staffContext(c), c.get('tenant').domain, c.get('staff').id, pathId(c, 'id'), change)
    return ok(answer, { message: answer.status === 'disabled' ? `${answer.email} is disabled` : `${answer.email} is now ${ROLE_LABELS[answer.role].toLowerCase()}` })
  })
  r.post('/staff/:id/unlock', requireStaff(getDb, 'staff.manage'), async (c) => {
    const answer = await unlockStaff(await getDb(), staffContext(c), c.get('tenant').domain, pathId(c, 'id'))
    return ok(answer, { message: answer.cleared ? `${answer.email} can sign in again` : `${answer.email} had no failed sign-ins to clear` })
  })
  return r
}
