import { getStore } from '@netlify/blobs'
import { blobsStore, PHOTO_BLOBS } from './blobs-store'
import { folderStore, mediaDir, type MediaStore } from './media-store'

/**
 * Where `db:import` and `media:photos` write the pipeline's files (decision 041): the folder
 * `npm start` serves, or, with HAVEN_MEDIA_STORE=netlify-blobs, the deployed site's Blobs store
 * that netlify/functions/photo.ts serves (NETLIFY_SITE_ID and a personal NETLIFY_AUTH_TOKEN).
 */
export function scriptMediaStore(env: NodeJS.ProcessEnv = process.env): { store: MediaStore; where: string } {
  if (env.HAVEN_MEDIA_STORE !== 'netlify-blobs') return { store: folderStore(), where: `${mediaDir()}/photos` }
  const siteID = env.NETLIFY_SITE_ID?.trim()
  const token = env.NETLIFY_AUTH_TOKEN?.trim()
  if (!siteID || !token) throw new Error('HAVEN_MEDIA_STORE=netlify-blobs needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (the site’s ID and a personal access token)')
  return { store: blobsStore(getStore({ name: PHOTO_BLOBS, siteID, token })), where: `Netlify Blobs store "${PHOTO_BLOBS}" of site ${siteID}` }
}
