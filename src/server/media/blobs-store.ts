import { getStore, type Store } from '@netlify/blobs'
import type { MediaStore } from './media-store'

/** The Netlify Blobs store holding the pipeline's files on a deployed site (decision 041). */
export const PHOTO_BLOBS = 'photos'

/**
 * The pipeline's files in Netlify Blobs, same interface as the folder `npm start` uses. Without
 * options the store comes from the function's environment (Netlify gives functions the context);
 * a script writing to a site passes siteID and token, a test its local BlobsServer's edgeURL.
 */
export function blobsStore(store: Store = getStore(PHOTO_BLOBS)): MediaStore {
  return {
    has: async (name) => (await store.getMetadata(name)) !== null,
    put: async (name, bytes) => {
      // A Blob, not the Buffer: the client sends its bytes as they are.
      await store.set(name, new Blob([new Uint8Array(bytes)]))
    },
    read: async (name) => {
      const data = await store.get(name, { type: 'arrayBuffer' })
      if (data === null) throw Object.assign(new Error(`${name}: not in the photos store`), { code: 'ENOENT' })
      return Buffer.from(data)
    },
    removePhoto: async (hash) => {
      if (!/^[0-9a-f]{16}$/.test(hash)) return 0
      const { blobs } = await store.list({ prefix: hash })
      const names = blobs.map((b) => b.key).filter((k) => k.startsWith(`${hash}-`) || k.startsWith(`${hash}.`))
      await Promise.all(names.map((k) => store.delete(k)))
      return names.length
    },
  }
}

/**
 * The photos store of the site this function runs on, or null where there is none (no Netlify
 * Blobs context: `npm start` without a pipeline, a test): getStore throws without its context.
 */
export function deployMediaStore(): MediaStore | null {
  try {
    return blobsStore(getStore(PHOTO_BLOBS))
  } catch {
    return null
  }
}
