import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { folderStore, mediaDir, PHOTO_URL_PREFIX } from '~/server/media/media-store'
import { photoFileType } from '~/server/media/photo-names'
import { processDemoPhotos } from '~/server/media/process-demo-photos'

/**
 * The demo photographs' variants as static files of the deploy (decision 041): the seed's
 * galleries name them, and the CDN serves them before the photo function (its preferStatic), with
 * netlify.toml's immutable header. Runs the pipeline first (one read a photo when .data/media
 * already has them; on a fresh Netlify build machine, about 2 s a photo). Photos imported later
 * live in Netlify Blobs instead. Returns the number of files copied.
 */
export async function copyDemoPhotos(publishDir: string): Promise<number> {
  const { manifest } = await processDemoPhotos(folderStore())
  const hashes = new Set(Object.values(manifest).map((url) => url.slice(PHOTO_URL_PREFIX.length, PHOTO_URL_PREFIX.length + 16)))
  const from = join(mediaDir(), 'photos')
  const to = join(publishDir, PHOTO_URL_PREFIX)
  mkdirSync(to, { recursive: true })
  const names = readdirSync(from).filter((n) => hashes.has(n.slice(0, 16)) && photoFileType(n))
  for (const n of names) copyFileSync(join(from, n), join(to, n))
  return names.length
}
