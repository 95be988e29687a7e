import { mediaDir } from '~/server/media/media-store'
import { processDemoPhotos } from '~/server/media/process-demo-photos'

/**
 * Before the first request: the demo photographs' variants exist in the media folder (a first
 * start on a fresh checkout writes them, about 2 s a photo; later starts find them by hash).
 */
export async function ensureDemoPhotos() {
  const started = performance.now()
  const { manifest, written } = await processDemoPhotos(undefined, (file, w) => {
    if (w) process.stdout.write(`\r  photo ${file.padEnd(20)}`)
  })
  if (written)
    console.log(
      `\rDemo photos: ${written} of ${Object.keys(manifest).length} processed into ${mediaDir()}/photos in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
}
