import { readdirSync } from 'node:fs'
import { copyFile, link, mkdir } from 'node:fs/promises'
import { join, relative } from 'node:path'

interface Listing {
  dirs: string[]
  files: string[]
}

function list(root: string, skip: (name: string) => boolean): Listing {
  const out: Listing = { dirs: [], files: [] }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip(entry.name)) continue
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        out.dirs.push(relative(root, full))
        walk(full)
      } else out.files.push(relative(root, full))
    }
  }
  walk(root)
  return out
}

/**
 * Mirrors a directory into any number of others with hard links (a copy where links are
 * impossible), so every tenant bundle holds the shared hashed assets and media without
 * duplicating bytes on disk. The source is listed once; the links are made concurrently.
 */
export function createLinker(from: string, skip: (name: string) => boolean = () => false) {
  const tree = list(from, skip)
  return async (to: string) => {
    await mkdir(to, { recursive: true })
    for (const dir of tree.dirs) await mkdir(join(to, dir), { recursive: true })
    await Promise.all(
      tree.files.map(async (file) => {
        try {
          await link(join(from, file), join(to, file))
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code
          if (code === 'EXDEV' || code === 'EPERM') await copyFile(join(from, file), join(to, file))
          else throw err
        }
      }),
    )
  }
}
