import { createHash } from 'node:crypto'
import sharp from 'sharp'
import {
  JPEG_WIDTH,
  THUMBNAIL_WIDTH,
  VARIANT_FORMATS,
  variantUrl,
  variantWidths,
  type PhotoInfo,
} from '~/shared/media'
import { PHOTO_URL_PREFIX, type MediaStore } from './media-store'

/** Issue 22: what an upload may be. */
export const MAX_BYTES = 25 * 1024 * 1024
export const MAX_PIXELS = 40_000_000
/**
 * The long side at most this many times the short one (a phone's panorama is about 8): a 1×20000
 * strip would need a 25,600 px tall variant, past what AVIF and WebP can hold (16,383).
 */
export const MAX_ASPECT = 10
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif'])

/** Raised whenever the variants written change (widths, formats, quality): every photo is redone. */
export const PIPELINE_VERSION = 3

export class ImageRejected extends Error {}

export interface ProcessedPhoto extends PhotoInfo {
  /** The URL a gallery stores: the JPEG (e-mail, Open Graph); its variants follow from the name. */
  url: string
  hash: string
  /** False when every file already existed (a re-import). */
  written: boolean
}

const ENCODE = {
  // AVIF at 46 since version 3 (50 before): 10 % fewer bytes, no visible change at card and gallery sizes.
  avif: (s: sharp.Sharp) => s.avif({ quality: 46, effort: 0 }),
  webp: (s: sharp.Sharp) => s.webp({ quality: 72, effort: 4 }),
  jpeg: (s: sharp.Sharp) => s.jpeg({ quality: 78, mozjpeg: true }),
}

/** Checks an input by its content, not its name; throws ImageRejected naming the file. */
async function inspect(input: Buffer, name: string) {
  if (input.length > MAX_BYTES)
    throw new ImageRejected(`${name}: ${(input.length / 1048576).toFixed(1)} MB is over the 25 MB limit`)
  let meta: sharp.Metadata
  try {
    meta = await sharp(input).metadata()
  } catch {
    throw new ImageRejected(`${name}: not an image (JPEG, PNG, WebP, HEIC or AVIF expected)`)
  }
  if (!meta.format || !ACCEPTED.has(meta.format))
    throw new ImageRejected(`${name}: ${meta.format ?? 'unknown'} images are not accepted (JPEG, PNG, WebP, HEIC or AVIF expected)`)
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (!pixels) throw new ImageRejected(`${name}: the image has no size`)
  if (pixels > MAX_PIXELS)
    throw new ImageRejected(`${name}: ${meta.width}×${meta.height} is ${(pixels / 1e6).toFixed(0)} megapixels, over the 40 megapixel limit`)
  const [long, short] = [Math.max(meta.width!, meta.height!), Math.min(meta.width!, meta.height!)]
  if (long > short * MAX_ASPECT)
    throw new ImageRejected(`${name}: ${meta.width}×${meta.height} is too narrow a strip (the long side may be at most ${MAX_ASPECT} times the short one)`)
}

/** sharp's work on the upload's pixels: whatever it cannot do is the image's fault, a refusal naming the file. */
async function pixels<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    throw new ImageRejected(`${name}: the image cannot be processed (${(err as Error).message})`)
  }
}

/**
 * The image pipeline (decision 041): validates by content and limits, turns the photo upright by
 * its EXIF orientation, drops every piece of metadata (sharp writes none unless asked: no EXIF,
 * GPS, XMP or ICC), and writes AVIF and WebP at each width, the JPEG the URL names and its
 * -thumbnail. Names start with the content hash, so the same input twice writes nothing.
 */
export async function processImage(input: Buffer, name: string, store: MediaStore): Promise<ProcessedPhoto> {
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16)
  const index = `${hash}.v${PIPELINE_VERSION}.json`
  if (await store.has(index)) {
    const known = JSON.parse((await store.read(index)).toString('utf8')) as ProcessedPhoto
    return { ...known, written: false }
  }
  await inspect(input, name)
  let upright: { data: Buffer; info: sharp.OutputInfo }
  try {
    upright = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (err) {
    throw new ImageRejected(`${name}: the image cannot be decoded (${(err as Error).message})`)
  }
  const { width, height, channels } = upright.info
  const from = () => sharp(upright.data, { raw: { width, height, channels } })
  const { dominant } = await pixels(name, () => from().stats())
  const color = [dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')
  const stem = `${PHOTO_URL_PREFIX}${hash}-${width}x${height}-${color}`
  const file = (url: string) => url.slice(PHOTO_URL_PREFIX.length)
  const jobs: [string, number, keyof typeof ENCODE][] = [
    ...variantWidths(width).flatMap((w) => VARIANT_FORMATS.map((f) => [variantUrl(stem, w, f), w, f] as [string, number, keyof typeof ENCODE])),
    [`${stem}.jpg`, JPEG_WIDTH, 'jpeg'],
    [`${stem}-thumbnail.jpg`, THUMBNAIL_WIDTH, 'jpeg'],
  ]
  for (const [url, w, format] of jobs) {
    const bytes = await pixels(name, () => ENCODE[format](from().resize({ width: w, withoutEnlargement: true })).toBuffer())
    // The store's failure is ours, not the image's: it stays a 5xx.
    await store.put(file(url), bytes)
  }
  const photo: ProcessedPhoto = { url: `${stem}.jpg`, stem, hash, width, height, color: `#${color}`, written: true }
  // Written last: its presence means every variant is there.
  await store.put(index, Buffer.from(JSON.stringify(photo)))
  return photo
}
