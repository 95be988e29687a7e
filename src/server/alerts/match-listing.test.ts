import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingWhere } from '~/server/catalogue/listings/listing-where'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import type { ListingFilters } from '~/shared/schemas/listing-filters'
import { createTestDatabase, type TestDatabase } from '~/testing/test-database'
import { LISTING_COLUMNS, toListing, type ListingRow } from './load-alert-inputs'
import { matchesFilters } from './match-listing'
import type { AlertListing } from './plan-types'

let test: TestDatabase
let all: AlertListing[] = []
beforeAll(async () => {
  test = await createTestDatabase()
  await seedCatalogue(test.db, { listings: 400, realtors: 8 })
  all = (await test.db.query<ListingRow>(`select ${LISTING_COLUMNS} from listings l`)).map(toListing)
}, 120_000)
afterAll(() => test.dispose())

const CASES: Partial<ListingFilters>[] = [
  {},
  { state: 'lagos' },
  { state: 'FCT', bedrooms: 3 },
  { bedrooms: 6 },
  { bathrooms: 2, category: 'For rent' },
  { property_type: 'Land' },
  { property_sub_type: 'DUPLEX' },
  { property_status: 'Off plan', verified: true },
  { location: 'lekki' },
  { display_address: 'Way' },
  { min_amount: 50_000_000, max_amount: 150_000_000 },
  { min_amount: 150_000_000, max_amount: 100_000_000 },
  { currency: 'USD', max_amount: 500_000.5 },
  { is_exclusive: true },
  { is_exclusive: false, area_id: 3 },
  { axis_id: 2, neighborhood_id: 5 },
  { realtor_id: 3 },
]

describe('matchesFilters is listingWhere', () => {
  it.each(CASES.map((c) => [JSON.stringify(c), c] as const))('%s', async (_name, filters) => {
    const on = new Date()
    const { where, params } = listingWhere(filters, [], on)
    const sql = (await test.db.query<{ id: number }>(`select l.id from listings l where ${where} order by l.id`, params)).map((r) => Number(r.id))
    const js = all.filter((l) => matchesFilters(l, filters, on)).map((l) => l.id).sort((a, b) => a - b)
    expect(js).toEqual(sql)
  })

  it('the cases are not empty: most match something, none matches everything but {}', async () => {
    const on = new Date()
    const counts = CASES.map((f) => all.filter((l) => matchesFilters(l, f, on)).length)
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(CASES.length / 2)
  })
})
