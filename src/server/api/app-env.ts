import type { UserRow } from '~/server/auth/users'
import type { StaffRow } from '~/server/console/staff-accounts'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/** What middleware puts on the Hono context for the routes. */
export interface AppEnv {
  Variables: {
    tenant: Tenant
    /** Set by the request-id middleware on every request. */
    requestId: string
    /** The parsed JSON body (undefined when none), set by the input gate for body methods. */
    jsonBody: unknown
    /** The signed-in user, set by requireUser on routes that need one. */
    user: UserRow
    /** The signed-in staff member, set by requireStaff on console routes (decision 045). */
    staff: StaffRow
  }
}
