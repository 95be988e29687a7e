import type { Db } from './db'

/**
 * What the deployed function bundles get instead of ./pglite-db (scripts/build-lib/function-bundle.ts):
 * PGlite is the local embedded database and never ships. A deploy without DATABASE_URL says so.
 */
export function createPgliteDb(_dataDir: string): Promise<Db> {
  return Promise.reject(new Error('This deploy has no embedded database: set DATABASE_URL to a PostgreSQL URL (postgres://…) in the site’s environment'))
}
