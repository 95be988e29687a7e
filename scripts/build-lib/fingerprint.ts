import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const WATCHED = [
  'src',
  'content',
  'tenants',
  'public',
  'scripts/build.ts',
  'scripts/build-lib',
  'vite.config.ts',
  'vite.console.config.ts',
  'console.html',
  'uno.config.ts',
  'package-lock.json',
]

function newest(path: string): number {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let max = st.mtimeMs
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)))
  return max
}

/** Changes whenever a source the build reads changes (newest mtime of what it reads). */
export function buildFingerprint(root: string): string {
  return String(Math.max(...WATCHED.map((p) => newest(join(root, p)))))
}

/** True when dist/ was built from the current sources. */
export function isBuildFresh(root: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(join(root, 'dist/.build-stamp.json'), 'utf8')) as {
      fingerprint: string
    }
    return stamp.fingerprint === buildFingerprint(root)
  } catch {
    return false
  }
}
