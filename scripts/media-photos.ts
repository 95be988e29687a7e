/**
 * npm run media:photos
 * Runs the demo photographs (media/photos/*.jpg) through the image pipeline into the folder
 * `npm start` serves (HAVEN_MEDIA_DIR, default .data/media) and rewrites media/photos/manifest.json
 * (the seed's file → URL list) and the /about-us photo credits from SOURCES.md. Photos already processed (same content hash) cost one read each.
 * HAVEN_MEDIA_STORE=netlify-blobs writes to a deployed site's Blobs store instead (decision 041).
 */
import { scriptMediaStore } from '~/server/media/script-media-store'
import { processDemoPhotos, writeCredits, writeDemoManifest } from '~/server/media/process-demo-photos'

const media = scriptMediaStore()
const started = performance.now()
const { manifest, written } = await processDemoPhotos(media.store, (file, w) => w && console.log(`  ${file}`))
writeDemoManifest(manifest)
writeCredits()
const ms = performance.now() - started
const total = Object.keys(manifest).length
console.log(
  `${total} demo photos in ${media.where}: ${written} processed, ${total - written} already there, ` +
    `${(ms / 1000).toFixed(1)} s${written ? ` (${Math.round(ms / written)} ms a photo)` : ''}`,
)
