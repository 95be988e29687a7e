import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingWhere } from '~/server/catalogue/listings/listing-where'
import { searchLocations } from '~/server/catalogue/locations/search-locations'
import { seedCatalogue } from '~/server/catalogue/seed/seed-catalogue'
import { createTestDatabase, type TestDatabase } from '~/testing/test-database'
import type { Db } from './db'

/**
 * Migration 0007: the substring queries are written on exactly the expressions the trigram
 * indexes cover. With sequential scans priced out, each query must be answerable through its
 * index; if a query's expression drifts from the index's, the plan falls back to a scan.
 */
let test: TestDatabase
beforeAll(async () => {
  test = await createTestDatabase()
  await seedCatalogue(test.db, { listings: 300, realtors: 8 })
})
afterAll(() => test.dispose())

async function plan(db: Db, sql: string, params: unknown[]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off')
    // The price index carries the texts too (migration 0009), for pages; here the trigram path is checked.
    await tx.exec('set local enable_indexonlyscan = off')
    const rows = await tx.query<Record<string, string>>(`explain (costs off) ${sql}`, params)
    return rows.map((r) => Object.values(r)[0]).join('\n')
  })
}

describe('trigram indexes (migration 0007)', () => {
  it('serve the location and display_address filters', async () => {
    for (const [filters, index] of [
      [{ location: 'lekki' }, 'listings_location_text_trgm'],
      [{ display_address: 'Admiralty' }, 'listings_display_address_trgm'],
      [{ location: '50%_off' }, 'listings_location_text_trgm'],
    ] as const) {
      const { where, params } = listingWhere(filters)
      const text = await plan(test.db, `select count(*) from listings l where ${where}`, params)
      expect(text, JSON.stringify(filters)).toContain(index)
    }
  })

  it('serve location-search', async () => {
    let text = ''
    const explaining: Db = {
      ...test.db,
      query: async <T>(sql: string, params: readonly unknown[] = []) => {
        text = await plan(test.db, sql, [...params])
        return [] as T[]
      },
    }
    await searchLocations(explaining, 'lekk', 10)
    // Nothing found by prefix (this Db answers nothing): the near-miss query ran last, on the index too.
    expect(text).toContain('location_suggestions_search_key_trgm')
    expect(text).toContain('<%')
  })

  it('suggest the place meant for a near miss (issue 23 item 4)', async () => {
    const found = await searchLocations(test.db, 'Lekky', 10)
    expect(found.length).toBeGreaterThan(0)
    expect(found[0]!.address).toMatch(/^Lekki/)
    expect(await searchLocations(test.db, 'zzqx', 10)).toEqual([])
  })
})

// Tests and the bench migrate one schema each on one PostgreSQL; the extension is per database.
const postgres = process.env.HAVEN_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL
describe.runIf(postgres)('pg_trgm shared by schemas on one PostgreSQL', () => {
  it('migrates several schemas at once, and dropping one leaves the others indexed', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()])
    await a!.dispose()
    const c = await createTestDatabase()
    try {
      for (const db of [b!.db, c.db]) {
        const rows = await db.query<{ indexname: string }>(
          `select indexname from pg_indexes where schemaname = current_schema() and indexname like '%trgm' order by 1`,
        )
        expect(rows.map((r) => r.indexname)).toEqual([
          'listings_display_address_trgm',
          'listings_location_text_trgm',
          'location_suggestions_search_key_trgm',
        ])
      }
      const [ext] = await c.db.query<{ schema: string }>(
        `select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`,
      )
      expect(ext?.schema).toBe('public')
    } finally {
      await Promise.all([b!.dispose(), c.dispose()])
    }
  })
})
