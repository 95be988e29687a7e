import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { mediaDir } from '~/server/media/media-store'
import { writePrivateFile } from '~/server/platform/private-files'

/**
 * Where the parts of a console upload wait until it is completed (decision 057): a folder under
 * `.data/` for `npm start`, Netlify Blobs on a deploy (blobs-staging.ts). Keys are the tenant's and
 * the upload's (random) id, never anything a client names; writing a part again replaces it.
 */
export interface UploadStaging {
  putPart(tenant: string, upload: string, index: number, bytes: Uint8Array): Promise<void>
  /** null when the part is not there (expired and swept, or never sent). */
  readPart(tenant: string, upload: string, index: number): Promise<Uint8Array | null>
  /** Every part of the upload, gone. */
  remove(tenant: string, upload: string): Promise<void>
}

/** A tenant's domain as a path segment: letters, digits, dots and hyphens only (it is one of ours, checked by resolveTenant). */
export const tenantKey = (tenant: string) => tenant.replace(/[^a-z0-9.-]/gi, '_')
/** Upload ids are 32 hex characters the server made. */
export const isUploadId = (id: string) => /^[0-9a-f]{32}$/.test(id)

/** `npm start`: `HAVEN_UPLOADS_DIR`, by default `.data/uploads` (beside `.data/media`). */
export function uploadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.HAVEN_UPLOADS_DIR ?? join(dirname(mediaDir(env)), 'uploads'))
}

export function folderStaging(dir = uploadsDir()): UploadStaging {
  const folder = (tenant: string, upload: string) => {
    if (!isUploadId(upload)) throw new Error(`not an upload id: ${upload}`)
    return join(dir, tenantKey(tenant), upload)
  }
  return {
    async putPart(tenant, upload, index, bytes) {
      const at = folder(tenant, upload)
      // Written beside (0600, its folders 0700: private documents among them), then renamed: a
      // reader (the completion) never sees half a part.
      const temp = join(at, `${index}.${randomBytes(6).toString('hex')}.part`)
      writePrivateFile(temp, bytes, { exclusive: true })
      renameSync(temp, join(at, String(index)))
    },
    async readPart(tenant, upload, index) {
      const file = join(folder(tenant, upload), String(index))
      return existsSync(file) ? new Uint8Array(readFileSync(file)) : null
    },
    async remove(tenant, upload) {
      rmSync(folder(tenant, upload), { recursive: true, force: true })
    },
  }
}

let current: UploadStaging | null = null
/** Set by the process: `npm start` and the tests a folder, the upload function Netlify Blobs. */
export function useUploadStaging(staging: UploadStaging | null) {
  current = staging
}
export const uploadStaging = () => current
