import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createListing } from '~/testing/create-listing'
import { photoInfo } from '~/shared/media'
import { DEMO_PHOTOS, demoGallery } from './demo-photos'
import { creditsMarkdown, parseSources } from './photo-credits'
import { CREDITS_FILE, DEMO_PHOTO_DIR } from './process-demo-photos'

const files = readdirSync(DEMO_PHOTO_DIR).filter((f) => f.endsWith('.jpg'))
const roomOf = (url: string) => Object.keys(DEMO_PHOTOS).find((f) => DEMO_PHOTOS[f] === url)!.replace(/-\d+\.jpg$/, '')

describe('demo photographs', () => {
  it('are all in the manifest under their content hash (run npm run media:photos after changing one)', () => {
    expect(Object.keys(DEMO_PHOTOS).sort()).toEqual(files.sort())
    for (const file of files) {
      const hash = createHash('sha256').update(readFileSync(join(DEMO_PHOTO_DIR, file))).digest('hex').slice(0, 16)
      expect(photoInfo(DEMO_PHOTOS[file]!)?.stem, file).toMatch(new RegExp(`^/media/photos/${hash}-`))
    }
  })

  it('each have a source, an author and a licence, shown on /about-us', () => {
    const credits = parseSources(readFileSync(join(DEMO_PHOTO_DIR, 'SOURCES.md'), 'utf8'))
    expect(credits.map((c) => c.file).sort()).toEqual(files.sort())
    for (const c of credits) expect([c.author, c.licence, c.source].every(Boolean), c.file).toBe(true)
    expect(readFileSync(CREDITS_FILE, 'utf8')).toBe(creditsMarkdown(credits))
  })
})

describe('a seeded gallery', () => {
  it('starts with an exterior, then a living room, a kitchen, a photo per bedroom and bathroom', () => {
    const house = { ...createListing({}, 1), property_type: 'House' as const, bedrooms: 3, bathrooms: 2 }
    const property_images = demoGallery(house, 5).property_images!
    expect(property_images.map(roomOf)).toEqual(['exterior', 'living', 'kitchen', 'bedroom', 'bedroom', 'bedroom', 'bathroom', 'bathroom'])
    expect(new Set(property_images).size).toBe(property_images.length)
    const studio = { ...house, property_type: 'Apartment' as const, bedrooms: 1, bathrooms: 1 }
    expect(demoGallery(studio, 5).property_images!.map(roomOf)).toEqual(['exterior', 'living', 'kitchen', 'bedroom', 'bathroom'])
  })

  it('has the floor plan photo where the listing has floor plans, and land shows its neighbourhood', () => {
    const base = { ...createListing({}, 1), property_type: 'House' as const, bedrooms: 2, bathrooms: 2 }
    expect(demoGallery({ ...base, gallery: { property_images: [], floor_plans: ['/a.svg'] } }, 0).floor_plans!.map(roomOf)).toEqual(['floorplan'])
    expect(demoGallery({ ...base, gallery: { property_images: [] } }, 0).floor_plans).toBeUndefined()
    const land = demoGallery({ ...base, property_type: 'Land', gallery: { property_images: [], site_plans: ['/plan.svg'] } }, 3)
    expect(land.property_images!.map(roomOf)).toEqual(['exterior'])
    expect(land.site_plans).toEqual(['/plan.svg'])
  })
})
