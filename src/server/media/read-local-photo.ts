import { readFileSync, realpathSync, statSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import { sizeLimit } from './fetch-photo'
import { ImageRejected, MAX_BYTES } from './image-pipeline'

const inside = (folder: string, path: string) => {
  const rel = relative(folder, path)
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/** Why a file cannot be read, in words (no system path or error code). */
const unreadable = (err: unknown) =>
  (err as NodeJS.ErrnoException).code === 'ENOENT'
    ? 'no such file beside the import file'
    : 'the file cannot be read'

/**
 * A photo given as a path in an import file (decision 041): only a regular file inside the import
 * file's folder, both as written and once every symbolic link is followed. Refusals are
 * ImageRejected naming the path as the file gave it.
 */
export function readLocalPhoto(folder: string, src: string, maxBytes = MAX_BYTES): Buffer {
  const refuse = (why: string) => new ImageRejected(`${src}: ${why}`)
  const root = realpathSync(folder)
  if (!inside(root, resolve(root, src))) throw refuse('outside the import file’s folder')
  let path: string
  let stat
  try {
    path = realpathSync(resolve(root, src))
    stat = statSync(path)
  } catch (err) {
    throw refuse(unreadable(err))
  }
  if (!inside(root, path)) throw refuse('outside the import file’s folder')
  if (!stat.isFile()) throw refuse('not a file')
  if (stat.size > maxBytes) throw refuse(`over the ${sizeLimit(maxBytes)} limit`)
  try {
    return readFileSync(path)
  } catch (err) {
    throw refuse(unreadable(err))
  }
}
