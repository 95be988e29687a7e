import { Hono } from 'hono'
import type { AppEnv } from '~/server/api/app-env'
import type { Db } from '~/server/db/db'
import { consoleAuthRoutes } from './console-auth-routes'
import { consoleWorkRoutes } from './console-work-routes'
import { consoleListingRoutes } from './console-listing-routes'
import { consoleRealtorRoutes } from './console-realtor-routes'
import { consoleTransactionRoutes } from './console-transaction-routes'
import { consoleStaffRoutes } from './console-staff-routes'
import { consoleInboxRoutes } from './inbox/console-inbox-routes'
import { consoleVerificationRoutes } from './console-verification-routes'
import { requireConsoleHeader } from './require-staff'

/** /api/v1/console/* (decision 045): behind the tenant check, every call carries the console's header. */
export function consoleRoutes(getDb: () => Promise<Db>) {
  const r = new Hono<AppEnv>()
  r.use('*', requireConsoleHeader)
  r.route('/', consoleAuthRoutes(getDb))
  r.route('/', consoleWorkRoutes(getDb))
  r.route('/', consoleListingRoutes(getDb))
  r.route('/', consoleRealtorRoutes(getDb))
  r.route('/', consoleTransactionRoutes(getDb))
  r.route('/', consoleInboxRoutes(getDb))
  r.route('/', consoleStaffRoutes(getDb))
  r.route('/', consoleVerificationRoutes(getDb))
  return r
}
