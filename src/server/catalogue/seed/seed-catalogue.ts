import { LISTINGS_TAG } from '~/server/cache/cache-tags'
import { purgePages } from '~/server/cache/purge-pages'
import type { Db } from '~/server/db/db'
import { createListing } from '~/testing/create-listing'
import { createRealtor } from '~/testing/create-realtor'
import { createTrust } from '~/testing/create-trust'
import { DEMO_BUYER } from '~/testing/demo-transactions'
import { tenantRegistry } from '~/server/tenants/load-tenants'
import { writeListings, writeRealtors } from '../import/write-catalogue'
import { ensureLocations } from '../locations/ensure-locations'
import { freshenPlannerStats, refreshCatalogueDerived } from '../refresh-derived'
import { seedDemo } from './seed-demo'
import { seedHistory } from './seed-history'
import { insertListingEvents } from '../listings/listing-events'
import { demoGallery } from '~/server/media/demo-photos'

export const DEFAULT_SEED = { listings: 500, realtors: 20 }

export interface SeedOptions {
  listings?: number
  realtors?: number
  onProgress?: (done: number, total: number) => void
  /**
   * Also a demo buyer on every tenant (demo@<domain>, password in src/testing/demo-transactions.ts)
   * with transactions at each step: for embedded databases, never a production one (decision 035).
   */
  demo?: boolean
}

/**
 * Replaces the catalogue with the deterministic seed set (factories keyed by sequence), in one
 * transaction. Each listing also gets its checks and its last confirmation (createTrust): every
 * verification tier, one in ten stale but none out of search. Those dates count back from today.
 * Galleries are the demo photographs (demoGallery): exterior, rooms by bedrooms and bathrooms, plan.
 * Each listing's past is backfilled as listing events (seedHistory).
 */
export async function seedCatalogue(
  db: Db,
  options: SeedOptions = {},
): Promise<{ listings: number; realtors: number }> {
  const listings = options.listings ?? DEFAULT_SEED.listings
  const realtorCount = options.realtors ?? DEFAULT_SEED.realtors
  const realtors = Array.from({ length: realtorCount }, (_, i) => createRealtor({}, i + 1))
  const now = Date.now()
  await db.transaction(async (tx) => {
    await tx.exec('delete from listings; delete from realtors; delete from location_suggestions;')
    await ensureLocations(tx)
    await writeRealtors(tx, realtors)
    // Built in chunks so a 100,000-listing seed never holds every record in memory at once.
    const chunk = 10_000
    for (let start = 0; start < listings; start += chunk) {
      const part = Array.from({ length: Math.min(chunk, listings - start) }, (_, i) => {
        const n = start + i
        const listing = createListing(
          {
            realtor_username: realtors.length
              ? realtors[(n * 7) % realtors.length]!.username
              : null,
            ...createTrust(n + 1, now),
          },
          n + 1,
        )
        // Photographs (media/photos/, decision 041) in place of the factory's drawings.
        return { ...listing, gallery: demoGallery(listing, n) }
      })
      // The seed's listing events are its own backdated history, not a first record dated today.
      const written = await writeListings(tx, part, (done) => options.onProgress?.(start + done, listings), null)
      const ids = new Map(written.map((w) => [w.slug, w.id]))
      await insertListingEvents(tx, part.flatMap((l, i) => seedHistory(l, start + i + 1, now).map((e) => ({ ...e, listing_id: ids.get(l.slug)! }))))
    }
    await refreshCatalogueDerived(tx)
  })
  await freshenPlannerStats(db)
  // Every listing was replaced: every page and catalogue answer shows listings (issue 33).
  await purgePages([LISTINGS_TAG])
  if (options.demo) await seedDemo(db, tenantRegistry().all, now)
  return { listings, realtors: realtorCount }
}

/** For the local server's first start: seeds only when there is no listing at all. */
export async function ensureSeeded(db: Db, options: SeedOptions = {}): Promise<boolean> {
  // A first start on the embedded database gets the demo buyer; real PostgreSQL never does.
  const [row] = await db.query<{ any: boolean }>('select exists (select 1 from listings) as any')
  if (row?.any) return false
  await seedCatalogue(db, { demo: db.dialect === 'pglite', ...options })
  return true
}

/** What the seed tells the person who ran it about the demo accounts. */
export const demoNotice = () =>
  `Demo buyer on every tenant: ${DEMO_BUYER.email('<tenant domain>')} (e.g. ${DEMO_BUYER.email('haven.ng')}), password ${DEMO_BUYER.password}`
