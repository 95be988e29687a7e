import { variantWidths } from '~/shared/media'

/**
 * The only file names the image pipeline writes under /media/photos/ (decision 041), and so the
 * only names the photo servers answer: a 16-hex content hash, the upright size, the dominant
 * colour, then the 1280 px JPEG, its -thumbnail, or a -<width> AVIF/WebP variant. No slash, dot
 * segment, percent sign or other character can pass, so a name can never leave the store.
 */
const PHOTO_FILE = /^[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}-[0-9a-f]{6}(?:-[1-9]\d{1,4}\.(avif|webp)|(?:-thumbnail)?\.(jpg))$/

const VARIANT = /^([0-9a-f]{16}-([1-9]\d{0,4})x[1-9]\d{0,4}-[0-9a-f]{6})-([1-9]\d{1,4})\.(avif|webp)$/

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** The Content-Type of a pipeline file's name, or null when the name is not one the pipeline writes. */
export function photoFileType(name: string): string | null {
  const m = PHOTO_FILE.exec(name)
  return m ? TYPES[m[1] ?? m[2]!]! : null
}

/**
 * Where to look when a variant's file is missing: a photo processed by an earlier pipeline version
 * has no file for a width added since (720 in version 3). The same format at each larger width it
 * was written at, then the JPEG the URL names. Empty for any other name.
 */
export function variantFallbacks(name: string): string[] {
  const m = VARIANT.exec(name)
  if (!m) return []
  const [, stem, intrinsic, width, format] = m
  const larger = variantWidths(Number(intrinsic)).filter((w) => w > Number(width))
  return [...larger.map((w) => `${stem}-${w}.${format}`), `${stem}.jpg`]
}
