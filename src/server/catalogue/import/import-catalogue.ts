import { LISTINGS_TAG } from '~/server/cache/cache-tags'
import { purgePages } from '~/server/cache/purge-pages'
import type { Db } from '~/server/db/db'
import { freshenPlannerStats, refreshCatalogueDerived } from '../refresh-derived'
import { ensureLocations } from '../locations/ensure-locations'
import { splitImportFiles, validateImport } from './validate-import'
import { writeListings, writeRealtors } from './write-catalogue'

export class ImportError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Import refused, nothing was written (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    this.name = 'ImportError'
  }
}

/**
 * All or nothing: validate everything first, then write everything in one transaction. Existing
 * slugs / usernames are updated, new ones added; nothing is deleted.
 */
export async function importCatalogue(
  db: Db,
  files: unknown[],
): Promise<{ listings: number; realtors: number }> {
  const { listings, realtors, problems } = splitImportFiles(files)
  const written = await db.transaction(async (tx) => {
    const known = new Set(
      (await tx.query<{ username: string }>('select username from realtors')).map(
        (r) => r.username,
      ),
    )
    const checked = validateImport({ listings, realtors }, known)
    problems.push(...checked.problems)
    if (problems.length) throw new ImportError(problems)
    await ensureLocations(tx)
    await writeRealtors(tx, checked.input.realtors)
    await writeListings(tx, checked.input.listings)
    await refreshCatalogueDerived(tx)
    return { listings: checked.input.listings.length, realtors: checked.input.realtors.length }
  })
  await freshenPlannerStats(db)
  // Any page may show an imported listing or realtor: every painted page carries LISTINGS_TAG.
  await purgePages([LISTINGS_TAG])
  return written
}
