import { getStore, type Store } from '@netlify/blobs'
import { isUploadId, tenantKey, type UploadStaging } from './upload-staging'

/** The Netlify Blobs store holding upload parts on a deployed site (decision 057); site-wide, so a deploy mid-upload loses nothing. */
export const UPLOAD_BLOBS = 'uploads'

/** Parts as blobs `<tenant>/<upload>/<index>`: the same interface as the folder `npm start` uses. */
export function blobsStaging(store: Store = getStore(UPLOAD_BLOBS)): UploadStaging {
  const key = (tenant: string, upload: string, index?: number) => {
    if (!isUploadId(upload)) throw new Error(`not an upload id: ${upload}`)
    return `${tenantKey(tenant)}/${upload}/${index ?? ''}`
  }
  return {
    async putPart(tenant, upload, index, bytes) {
      await store.set(key(tenant, upload, index), new Blob([new Uint8Array(bytes)]))
    },
    async readPart(tenant, upload, index) {
      const data = await store.get(key(tenant, upload, index), { type: 'arrayBuffer' })
      return data === null ? null : new Uint8Array(data)
    },
    async remove(tenant, upload) {
      const { blobs } = await store.list({ prefix: key(tenant, upload) })
      await Promise.all(blobs.map((b) => store.delete(b.key)))
    },
  }
}
