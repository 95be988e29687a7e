import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCatalogue, ImportError } from '~/server/catalogue/import/import-catalogue'
import { prepareImport } from '~/server/catalogue/import/prepare-import'
import { folderStore } from '~/server/media/media-store'
import { createListing } from '~/testing/create-listing'
import { createRealtor } from '~/testing/create-realtor'
import { photoHosts, TEST_PNG, type PhotoHosts } from '~/testing/photo-hosts'
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

  it('takes photos only from this site or https: another site behind a slash, http: and javascript: are refused', async () => {
    const listing = createListing({}, 20)
    const photos = ['//evil.example/a.jpg', '/\\evil.example/b.jpg', 'http://evil.example/c.jpg']
    const error = await importCatalogue(t.db, [
      {
        realtors: [{ ...createRealtor({ username: 'eve.photos' }), image_url: 'javascript:alert(1)' }],
        listings: [{ ...listing, gallery: { ...listing.gallery, property_images: photos } }],
      },
    ]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).problems).toEqual([
      'realtors[0].image_url: image_url must start with / or https://',
      ...photos.map((_, i) => `listings[0].gallery.property_images.${i}: image URL must start with / or https://`),
    ])
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

describe('db:import before the database: records first, then photos (prepareImport)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'haven-import-files-'))
  const store = folderStore(join(folder, 'media'))
  writeFileSync(join(folder, 'front.png'), TEST_PNG)
  let hosts: PhotoHosts
  beforeAll(async () => {
    hosts = await photoHosts({
      '/photo.png': (_req, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(TEST_PNG),
    })
  })
  afterAll(async () => {
    await hosts?.close()
    rmSync(folder, { recursive: true, force: true })
  })
  const withPhotos = (seq: number, photos: string[]) => {
    const listing = createListing({}, seq)
    return { ...listing, gallery: { ...listing.gallery, property_images: photos } }
  }
  const prepare = (files: unknown[]) =>
    prepareImport(
      files.map((raw) => ({ raw, baseDir: folder })),
      { store, network: hosts.network },
    )

  it('fetches and reads nothing while a record is bad, and names the record and field', async () => {
    const good = withPhotos(40, [hosts.url('/photo.png'), 'front.png'])
    const bad = { ...withPhotos(41, [hosts.url('/photo.png'), '../elsewhere.png']), bedrooms: -1 }
    const error = await prepare([[good], [bad]]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).problems).toEqual([
      'listings[1].bedrooms: bedrooms must be 0 or more',
    ])
    expect(hosts.outside).toEqual([])
  })

  it('imports valid records with their photos through the pipeline; a refused photo is one problem per record, counted across files, and writes nothing', async () => {
    const before = await count()
    const inside = `https://127.0.0.1:${hosts.port}/photo.png`
    const refused = [
      [withPhotos(42, ['front.png'])],
      { listings: [withPhotos(43, [inside, inside])] },
    ]
    const error = await prepare(refused).catch((e: unknown) => e)
    expect((error as ImportError).problems).toEqual([
      `listings[1].gallery.property_images[0]: ${inside}: the address is not public (loopback, private, link-local or metadata)`,
    ])
    expect(await count()).toBe(before)

    const realtor = { ...createRealtor({ username: 'bola.photos' }), image_url: 'front.png' }
    const listing = {
      ...withPhotos(44, [hosts.url('/photo.png')]),
      realtor_username: 'bola.photos',
    }
    const { files, processed } = await prepare([{ realtors: [realtor], listings: [listing] }])
    expect(processed).toBe(2)
    await importCatalogue(t.db, files)
    const [stored] = await t.db.query<{
      gallery: { property_images: string[] }
      image_url: string
    }>(
      `select l.gallery, r.image_url from listings l join realtors r on r.id = l.realtor_id
       where l.slug = $1`,
      [listing.slug],
    )
    expect(stored!.gallery.property_images[0]).toMatch(/^\/media\/photos\/[0-9a-f]{16}-64x48-/)
    expect(stored!.image_url).toBe(stored!.gallery.property_images[0]) // the same picture
  })
})
