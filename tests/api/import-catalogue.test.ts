import { describe, expect, it } from 'vitest'
import { importCatalogue, ImportError } from '~/server/catalogue/import/import-catalogue'
import { createListing } from '~/testing/create-listing'
import { createRealtor } from '~/testing/create-realtor'
import { call, useTestDb } from './api-test-db'

const t = useTestDb({ seed: false })

const count = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from listings'))[0]!.n

describe('catalogue import', () => {
  it('imports realtors and listings together, and the API serves them', async () => {
    const realtor = createRealtor({ username: 'ada.import' })
    const listings = [1, 2, 3].map((n) => createListing({ realtor_username: 'ada.import' }, n))
    expect(await importCatalogue(t.db, [{ realtors: [realtor], listings }])).toEqual({
      listings: 3,
      realtors: 1,
    })
    expect(await count()).toBe(3)
    const { body } = await call(`/indexing/listings-search?slug=${listings[0]!.slug}`)
    expect(body.data.managed_by.username).toBe('ada.import')
    const advisor = await call('/sales-advisors/realtors/username/ada.import')
    expect(advisor.body.data.available_unit).toBeGreaterThan(0)
  })

  it('serves fresh totals after an import (the totals cache follows catalogue_version)', async () => {
    const before = (await call('/indexing/listings-search?limit=1')).body.metadata.total
    await importCatalogue(t.db, [[createListing({}, 30)]])
    expect((await call('/indexing/listings-search?limit=1')).body.metadata.total).toBe(before + 1)
    await t.db.query('delete from listings where slug = $1', [createListing({}, 30).slug])
  })

  it('imports nothing when one record is bad, naming each bad record by position and field', async () => {
    const good = [10, 11, 12].map((n) => createListing({}, n))
    const bad = [
      ...good,
      { ...createListing({}, 13), asking_price: 'cheap' },
      {
        ...createListing({ property_type: 'Land', property_sub_type: 'Residential land' }, 14),
        bedrooms: 3,
        bathrooms: null,
      },
      createListing({ neighborhood_id: 999_999 }, 15),
      createListing({ slug: good[0]!.slug }, 16),
    ]
    const error = await importCatalogue(t.db, [bad]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).problems).toEqual(
      expect.arrayContaining([
        'listings[3].asking_price: asking_price must be a number',
        'listings[4].bedrooms: bedrooms and bathrooms must be empty for Land',
        'listings[5].neighborhood_id: unknown neighbourhood 999999',
        `listings[6].slug: '${good[0]!.slug}' repeats listings[0]`,
      ]),
    )
    expect((error as ImportError).problems).toHaveLength(4)
    expect(await count()).toBe(3) // only the first test's rows
  })

  it('rolls back when the database refuses a record mid-way', async () => {
    const before = await count()
    const listings = [20, 21].map((n) => createListing({}, n))
    // Valid on its own, but its property_id is already stored under another slug: the unique
    // index refuses it after the first two rows were written, and they must go too.
    const stored = (
      await t.db.query<{ property_id: string }>('select property_id from listings limit 1')
    )[0]!
    const broken = createListing({ property_id: stored.property_id }, 22)
    await expect(importCatalogue(t.db, [[...listings, broken]])).rejects.toThrow()
    expect(await count()).toBe(before)
  })
})
