import { chmodSync, existsSync } from 'node:fs'
import { databaseUrl, getDb } from '~/server/db/get-db'
import { DbLockedError } from '~/server/db/db-lock'
import { demoNotice, ensureSeeded } from '~/server/catalogue/seed/seed-catalogue'
import { outboxDir } from '~/server/email/mailer'
import { mediaDir } from '~/server/media/media-store'
import { tightenTree } from '~/server/platform/private-files'
import { uploadsDir } from '~/server/uploads/upload-staging'

export { flagshipTenant } from '~/server/tenants/load-tenants'

/**
 * The data directory (auth secret, PGlite, outbox) and the outbox (reset codes) are the owner's
 * alone: 0700, also when an earlier version made them 0755. The upload parts (private documents)
 * and the photos an earlier version wrote 0755/0644 are closed whole: folders 0700, files 0600
 * (issue 33). PGlite's own directory is closed where it is opened (pglite-db.ts).
 */
export function tightenEmbeddedDirs(env: NodeJS.ProcessEnv = process.env) {
  const trees = new Set([uploadsDir(env), mediaDir(env)])
  for (const dir of [env.HAVEN_DATA_DIR?.trim() || '.data', outboxDir(env), ...trees]) {
    if (!existsSync(dir)) continue
    try {
      if (trees.has(dir)) tightenTree(dir)
      else chmodSync(dir, 0o700)
    } catch (err) {
      // Someone else's directory (HAVEN_DATA_DIR=/srv/shared): say so, and start all the same.
      console.warn(`Could not make ${dir} private (0700): ${(err as Error).message}`)
    }
  }
}

/** Migrates and, on first start, seeds the database (PGlite under .data/ unless DATABASE_URL is set). */
export async function prepareEmbeddedDefaults() {
  const started = performance.now()
  tightenEmbeddedDirs()
  const db = await getDb().catch((err: unknown) => {
    // A second server on the same data directory: say who holds it, not a stack trace.
    if (!(err instanceof DbLockedError)) throw err
    console.error(err.message)
    process.exit(1)
  })
  const seeded = await ensureSeeded(db)
  const where = process.env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${databaseUrl()}`
  console.log(
    `Database: ${where}${seeded ? `, seeded in ${Math.round(performance.now() - started)} ms` : ''}`,
  )
  if (seeded && db.dialect === 'pglite') console.log(demoNotice())
  console.log(`E-mail: ${process.env.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to ${outboxDir()}`}`)
}
