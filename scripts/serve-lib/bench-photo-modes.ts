import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import manifest from '../../media/photos/manifest.json'
import { photoInfo } from '~/shared/media'

/**
 * `bench:web`'s other two ways of showing the catalogue (issue 22), for `npm start` only and only
 * when HAVEN_BENCH_PHOTOS is set: `raw` answers every variant of a demo photograph with the
 * photograph itself as it came (no resizing, no AVIF/WebP — what a site without a pipeline
 * sends), `drawings` with one of the SVG drawings the catalogue showed before photographs. The
 * markup stays the same, so the bytes differ only by what is sent for each image.
 */
export type BenchPhotoMode = 'raw' | 'drawings'

const ROOT = resolve(import.meta.dirname, '../..')
const DRAWINGS = ['house-01', 'apartment-01', 'house-02', 'apartment-02']

/** Content hash → the demo photo file it came from. */
const byHash = new Map(
  Object.entries(manifest as Record<string, string>).map(([file, url]) => [photoInfo(url)?.stem.split('/').pop()?.slice(0, 16), file]),
)

export function benchPhotoMode(): BenchPhotoMode | null {
  const mode = process.env.HAVEN_BENCH_PHOTOS
  return mode === 'raw' || mode === 'drawings' ? mode : null
}

/** The bytes and type sent for a photo's name in `mode`, or null when it is not a demo photo. */
export function benchPhoto(mode: BenchPhotoMode, name: string): { body: Buffer; type: string } | null {
  const hash = name.slice(0, 16)
  const file = byHash.get(hash)
  if (!file) return null
  if (mode === 'raw') return { body: readFileSync(join(ROOT, 'media/photos', file)), type: 'image/jpeg' }
  const drawing = DRAWINGS[parseInt(hash.slice(0, 4), 16) % DRAWINGS.length]!
  return { body: readFileSync(join(ROOT, 'public/media/listings', `${drawing}.svg`)), type: 'image/svg+xml' }
}
