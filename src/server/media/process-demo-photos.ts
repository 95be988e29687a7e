import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { processImage } from './image-pipeline'
import { folderStore, type MediaStore } from './media-store'
import { creditsMarkdown, parseSources } from './photo-credits'

/** The committed demo photographs (credits in SOURCES.md beside them). */
export const DEMO_PHOTO_DIR = resolve(import.meta.dirname, '../../../media/photos')

export const CREDITS_FILE = resolve(import.meta.dirname, '../../../content/marketing/about-us/photo-credits.md')

/**
 * Runs every demo photograph through the pipeline (decision 041) and returns file → photo URL,
 * the manifest the seed reads. Photos already in the store (same content hash) cost one read.
 */
export async function processDemoPhotos(
  store: MediaStore = folderStore(),
  onPhoto?: (file: string, written: boolean) => void,
): Promise<{ manifest: Record<string, string>; written: number }> {
  const files = readdirSync(DEMO_PHOTO_DIR).filter((f) => f.endsWith('.jpg')).sort()
  const manifest: Record<string, string> = {}
  let written = 0
  for (const file of files) {
    const photo = await processImage(readFileSync(join(DEMO_PHOTO_DIR, file)), file, store)
    manifest[file] = photo.url
    if (photo.written) written++
    onPhoto?.(file, photo.written)
  }
  return { manifest, written }
}

export function writeDemoManifest(manifest: Record<string, string>) {
  writeFileSync(join(DEMO_PHOTO_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The credits page section, from SOURCES.md. */
export function writeCredits() {
  const credits = parseSources(readFileSync(join(DEMO_PHOTO_DIR, 'SOURCES.md'), 'utf8'))
  writeFileSync(CREDITS_FILE, creditsMarkdown(credits))
}
