/**
 * The only file names the image pipeline writes under /media/photos/ (decision 041), and so the
 * only names the photo servers answer: a 16-hex content hash, the upright size, the dominant
 * colour, then the 1280 px JPEG, its -thumbnail, or a -<width> AVIF/WebP variant. No slash, dot
 * segment, percent sign or other character can pass, so a name can never leave the store.
 */
const PHOTO_FILE = /^[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}-[0-9a-f]{6}(?:-[1-9]\d{1,4}\.(avif|webp)|(?:-thumbnail)?\.(jpg))$/

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** The Content-Type of a pipeline file's name, or null when the name is not one the pipeline writes. */
export function photoFileType(name: string): string | null {
  const m = PHOTO_FILE.exec(name)
  return m ? TYPES[m[1] ?? m[2]!]! : null
}
