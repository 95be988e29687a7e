import { copyFileSync, linkSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Mirrors a directory into another with hard links (a copy where links are impossible), so every
 * tenant bundle holds the shared hashed assets and media without duplicating bytes on disk.
 */
export function linkTree(from: string, to: string, skip: (name: string) => boolean = () => false) {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    if (skip(name)) continue
    const src = join(from, name)
    const dest = join(to, name)
    if (statSync(src).isDirectory()) {
      linkTree(src, dest)
      continue
    }
    try {
      linkSync(src, dest)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code === 'EXDEV' || code === 'EPERM') copyFileSync(src, dest)
      else throw err
    }
  }
}
