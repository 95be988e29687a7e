import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { photoInfo, variantWidths } from '~/shared/media'
import { pngClaiming } from '~/testing/png-claiming'
import { ImageRejected, MAX_ASPECT, processImage } from './image-pipeline'
import { folderStore } from './media-store'
import { DEMO_PHOTO_DIR } from './process-demo-photos'

const dir = mkdtempSync(join(tmpdir(), 'haven-pipeline-'))
const store = folderStore(dir)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A real demo photo, made smaller so the suite stays quick. */
const demo = (file: string, width = 600) => sharp(readFileSync(join(DEMO_PHOTO_DIR, file))).resize({ width })
const fileOf = (url: string) => join(dir, url.replace('/media/photos/', ''))

describe('image pipeline (decision 041)', { timeout: 60_000 }, () => {
  it('turns a photo stored sideways (EXIF orientation 6) upright and keeps no orientation tag', async () => {
    const original = await demo('exterior-06.jpg').jpeg().toBuffer()
    const meta = await sharp(original).metadata()
    // Pixels stored rotated a quarter turn back, with the tag that tells a viewer to turn them.
    const sideways = await sharp(original).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    expect((await sharp(sideways).metadata()).width).toBe(meta.height)

    const photo = await processImage(sideways, 'sideways.jpg', store)
    expect([photo.width, photo.height]).toEqual([meta.width, meta.height])
    const out = readFileSync(fileOf(photo.url))
    const outMeta = await sharp(out).metadata()
    expect(outMeta.orientation).toBeUndefined()
    expect(outMeta.width! > outMeta.height!).toBe(true)
    // Same picture the right way up: tiny greyscale thumbnails of both nearly match.
    const tiny = async (b: Buffer) => (await sharp(b).resize(8, 8, { fit: 'fill' }).greyscale().raw().toBuffer())
    const [a, b] = [await tiny(original), await tiny(out)]
    const diff = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length
    expect(diff).toBeLessThan(12)
  })

  it('strips GPS and every other metadata from all variants', async () => {
    const withGps = await demo('living-01.jpg')
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Seller phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 1500/100', GPSLongitudeRef: 'E', GPSLongitude: '3/1 25/1 3000/100' },
      })
      .jpeg()
      .toBuffer()
    const exif = (await sharp(withGps).metadata()).exif!
    expect(exif.includes(Buffer.from('Seller phone'))).toBe(true)
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true) // GPS IFD pointer

    const photo = await processImage(withGps, 'gps.jpg', store)
    const files = readdirSync(dir).filter((f) => f.startsWith(photo.hash) && !f.endsWith('.json'))
    expect(files).toHaveLength(variantWidths(photo.width).length * 2 + 2)
    for (const f of files) {
      const meta = await sharp(readFileSync(join(dir, f))).metadata()
      expect(meta.exif, f).toBeUndefined()
      expect(meta.xmp, f).toBeUndefined()
      expect(meta.icc, f).toBeUndefined()
      expect(readFileSync(join(dir, f)).includes(Buffer.from('Seller phone')), f).toBe(false)
    }
  })

  it('takes a PNG screenshot, names it by content and writes nothing on a second import', async () => {
    const png = await demo('kitchen-01.jpg', 500).png().toBuffer()
    const first = await processImage(png, 'screenshot.png', store)
    expect(first.written).toBe(true)
    expect(photoInfo(first.url)).toMatchObject({ width: 500, height: first.height, color: first.color })
    expect((await sharp(readFileSync(fileOf(first.url))).metadata()).format).toBe('jpeg')
    expect((await sharp(readFileSync(fileOf(first.url.replace('.jpg', '-320.avif')))).metadata()).format).toBe('heif')
    const again = await processImage(png, 'screenshot-again.png', store)
    expect(again).toEqual({ ...first, written: false })
    // Deleting the photo removes every variant and its index.
    const mine = () => readdirSync(dir).filter((f) => f.startsWith(first.hash))
    const count = mine().length
    expect(count).toBeGreaterThan(5)
    expect(await store.removePhoto(first.hash)).toBe(count)
    expect(mine()).toEqual([])
  })

  it('refuses a corrupt (truncated) JPEG, naming the file', async () => {
    const jpeg = await demo('bedroom-01.jpg').jpeg().toBuffer()
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2))
    await expect(processImage(truncated, 'broken.jpg', store)).rejects.toThrow(ImageRejected)
    await expect(processImage(truncated, 'broken.jpg', store)).rejects.toThrow(/^broken\.jpg: /)
  })

  it('refuses a text file named .jpg by its content', async () => {
    const text = Buffer.from('Not a photo, just the seller’s notes.\n'.repeat(20))
    await expect(processImage(text, 'notes.jpg', store)).rejects.toThrow(/^notes\.jpg: not an image/)
  })

  it('refuses a decompression bomb (a small PNG claiming 100 megapixels) before decoding it', async () => {
    const bomb = pngClaiming(10_000, 10_000)
    expect(bomb.length).toBeLessThan(100_000)
    await expect(processImage(bomb, 'bomb.png', store)).rejects.toThrow(/^bomb\.png: 10000×10000 is 100 megapixels, over the 40 megapixel limit/)
  })

  it(`refuses a strip whose long side is over ${MAX_ASPECT} times the short one (1×20000, 20000×1), naming the file`, async () => {
    const strip = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#808080' } }).png().toBuffer()
    await expect(processImage(await strip(1, 20_000), 'tall.png', store)).rejects.toThrow(/^tall\.png: 1×20000 is too narrow a strip/)
    await expect(processImage(await strip(20_000, 1), 'wide.png', store)).rejects.toThrow(/^wide\.png: 20000×1 is too narrow a strip/)
    // A panorama within the limit still goes through.
    expect((await processImage(await strip(MAX_ASPECT * 100, 100), 'panorama.png', store)).width).toBe(MAX_ASPECT * 100)
  })

  it('refuses a file over 25 MB, naming it', async () => {
    await expect(processImage(Buffer.alloc(26 * 1024 * 1024), 'huge.jpg', store)).rejects.toThrow(/^huge\.jpg: 26\.0 MB is over the 25 MB limit/)
  })
})
