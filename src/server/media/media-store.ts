import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { writePrivateFile } from '~/server/platform/private-files'

/** Where the pipeline's files live (decision 041): a folder for `npm start`, an object store elsewhere. */
export interface MediaStore {
  has(name: string): Promise<boolean>
  put(name: string, bytes: Buffer): Promise<void>
  read(name: string): Promise<Buffer>
  /** Removes a photo's files: every name that starts with its content hash. */
  removePhoto(hash: string): Promise<number>
}

/** Served under /media/photos/ by `npm start` (scripts/serve-lib/media-files.ts). */
export const PHOTO_URL_PREFIX = '/media/photos/'

/** The folder `npm start` serves photos from: shared by every HAVEN_DATA_DIR, names are content hashes. */
export function mediaDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.HAVEN_MEDIA_DIR ?? '.data/media')
}

export function folderStore(dir = join(mediaDir(), 'photos')): MediaStore {
  return {
    has: async (name) => existsSync(join(dir, name)),
    put: async (name, bytes) => writePrivateFile(join(dir, name), bytes),
    read: async (name) => readFileSync(join(dir, name)),
    removePhoto: async (hash) => {
      if (!/^[0-9a-f]{16}$/.test(hash) || !existsSync(dir)) return 0
      const names = readdirSync(dir).filter((n) => n.startsWith(`${hash}-`) || n.startsWith(`${hash}.`))
      for (const n of names) rmSync(join(dir, n))
      return names.length
    },
  }
}
