import type { Db } from '~/server/db/db'
import { createListing } from '~/testing/create-listing'
import { createRealtor } from '~/testing/create-realtor'
import { writeListings, writeRealtors } from '../import/write-catalogue'
import { ensureLocations } from '../locations/ensure-locations'
import { freshenPlannerStats, refreshCatalogueDerived } from '../refresh-derived'

export const DEFAULT_SEED = { listings: 500, realtors: 20 }

export interface SeedOptions {
  listings?: number
  realtors?: number
  onProgress?: (done: number, total: number) => void
}

/** Replaces the catalogue with the deterministic seed set (factories keyed by sequence), in one transaction. */
export async function seedCatalogue(
  db: Db,
  options: SeedOptions = {},
): Promise<{ listings: number; realtors: number }> {
  const listings = options.listings ?? DEFAULT_SEED.listings
  const realtorCount = options.realtors ?? DEFAULT_SEED.realtors
  const realtors = Array.from({ length: realtorCount }, (_, i) => createRealtor({}, i + 1))
  await db.transaction(async (tx) => {
    await tx.exec('delete from listings; delete from realtors; delete from location_suggestions;')
    await ensureLocations(tx)
    await writeRealtors(tx, realtors)
    // Built in chunks so a 100,000-listing seed never holds every record in memory at once.
    const chunk = 10_000
    for (let start = 0; start < listings; start += chunk) {
      const part = Array.from({ length: Math.min(chunk, listings - start) }, (_, i) => {
        const n = start + i
        return createListing(
          {
            realtor_username: realtors.length
              ? realtors[(n * 7) % realtors.length]!.username
              : null,
          },
          n + 1,
        )
      })
      await writeListings(tx, part, (done) => options.onProgress?.(start + done, listings))
    }
    await refreshCatalogueDerived(tx)
  })
  await freshenPlannerStats(db)
  return { listings, realtors: realtorCount }
}

/** For the local server's first start: seeds only when there is no listing at all. */
export async function ensureSeeded(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.query<{ any: boolean }>('select exists (select 1 from listings) as any')
  if (row?.any) return false
  await seedCatalogue(db, options)
  return true
}
