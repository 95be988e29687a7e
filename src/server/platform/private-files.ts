import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

/**
 * Every file Haven writes is its user's alone (issue 33, invariant 6): folders 0700, files 0600 —
 * the outbox's reset codes, upload parts (private documents among them), photos, the auth secret,
 * the database and its lock. Every writer goes through here, which is how
 * tests/api/invariants/private-files.test.ts finds them all. Modes only take bits away under the
 * umask, so 0700/0600 hold whatever it is.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** `dir` and any parent it has to make, 0700; a folder already there is left as it is (it may be someone else's). */
export function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  return dir
}

/**
 * `bytes` into `file` (0600), its folder made private if missing. `exclusive`: fail if it exists
 * (a first writer wins); otherwise a file already there is made 0600 too (an earlier version's 0644).
 */
export function writePrivateFile(
  file: string,
  bytes: string | Uint8Array,
  opts: { exclusive?: boolean } = {},
) {
  privateDir(dirname(file))
  writeFileSync(file, bytes, { mode: PRIVATE_FILE_MODE, flag: opts.exclusive ? 'wx' : 'w' })
  if (!opts.exclusive) chmodSync(file, PRIVATE_FILE_MODE)
}

/** writePrivateFile for a request's path (the outbox): the same modes, without blocking. */
export async function writePrivateFileAsync(file: string, bytes: string | Uint8Array) {
  await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
  await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE })
  await chmod(file, PRIVATE_FILE_MODE)
}

/**
 * A tree someone else writes into made private: for PGlite, which makes its files 0666 and folders
 * 0755 whatever the umask. Its own 0700 folder keeps others out in between.
 */
export function tightenTree(dir: string) {
  chmodSync(dir, PRIVATE_DIR_MODE)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) tightenTree(path)
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE)
  }
}
