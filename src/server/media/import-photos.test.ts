import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { photoInfo } from '~/shared/media'
import { folderStore } from './media-store'
import { importPhotos } from './import-photos'
import { DEMO_PHOTO_DIR } from './process-demo-photos'

const dir = mkdtempSync(join(tmpdir(), 'haven-import-'))
const out = join(dir, 'out')
const store = folderStore(out)
afterAll(() => rmSync(dir, { recursive: true, force: true }))
copyFileSync(join(DEMO_PHOTO_DIR, 'exterior-17.jpg'), join(dir, 'front.jpg'))

describe('db:import photos (decision 041)', { timeout: 60_000 }, () => {
  it('runs local paths through the pipeline, keeps site paths, and a re-import writes nothing', async () => {
    const file = { listings: [{ title: 'x', gallery: { property_images: ['front.jpg', '/media/listings/house-01.svg'], floor_plans: ['./front.jpg'] } }] }
    const { value, processed } = await importPhotos(file, dir, { store })
    const gallery = (value as typeof file).listings[0]!.gallery
    expect(photoInfo(gallery.property_images[0]!)).toMatchObject({ width: 1200, height: 900 })
    expect(gallery.property_images[1]).toBe('/media/listings/house-01.svg')
    expect(gallery.floor_plans[0]).toBe(gallery.property_images[0]) // same content, same name
    expect(processed).toBe(2)
    const files = readdirSync(out).length
    await importPhotos(file, dir, { store })
    expect(readdirSync(out)).toHaveLength(files)
  })

  it('downloads https photos and refuses one that is not an image, naming it', async () => {
    const fetcher = (async (url: string) =>
      new Response(url.endsWith('notes.jpg') ? 'plain text' : 'x', { status: url.endsWith('gone.jpg') ? 404 : 200 })) as unknown as typeof fetch
    await expect(importPhotos([{ gallery: { property_images: ['https://cdn.example/notes.jpg'] } }], dir, { store, fetcher })).rejects.toThrow(
      /^https:\/\/cdn\.example\/notes\.jpg: not an image/,
    )
    await expect(importPhotos({ realtors: [{ image_url: 'https://cdn.example/gone.jpg' }] }, dir, { store, fetcher })).rejects.toThrow(/gone\.jpg: the server answered 404/)
  })
})
