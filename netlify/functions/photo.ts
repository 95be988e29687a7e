import { getStore } from '@netlify/blobs'
import type { Config, Context } from '@netlify/functions'
import { PHOTO_BLOBS } from '../../src/server/media/blobs-store'
import { servePhotoBlob } from '../../src/server/media/serve-photo-blob'

/**
 * Netlify Functions v2 entry: the pipeline's photos that live in Netlify Blobs (decision 041),
 * those imported against the deployed site. The demo photos are static files of the deploy
 * (build:deploy copies them), which the CDN serves first (preferStatic).
 */
export default (req: Request, _context?: Context) => servePhotoBlob(req, () => getStore(PHOTO_BLOBS))

// A literal: Netlify reads config.path without running the module.
export const config: Config = {
  path: '/media/photos/*',
  preferStatic: true,
}
