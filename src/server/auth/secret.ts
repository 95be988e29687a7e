import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writePrivateFile } from '~/server/platform/private-files'

let cached: Uint8Array | null = null

/**
 * The token signing key: AUTH_SECRET (at least 32 characters) in production; on the embedded
 * default, a random key generated once and kept in <HAVEN_DATA_DIR>/auth-secret (mode 0600), so
 * sessions survive a restart of `npm start`.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  if (cached) return cached
  const fromEnv = env.AUTH_SECRET?.trim()
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters')
    return (cached = new TextEncoder().encode(fromEnv))
  }
  if (env.NETLIFY) throw new Error('AUTH_SECRET is required on Netlify')
  const dir = env.HAVEN_DATA_DIR?.trim() || '.data'
  const file = join(dir, 'auth-secret')
  try {
    return (cached = new TextEncoder().encode(readFileSync(file, 'utf8').trim()))
  } catch {
    try {
      writePrivateFile(file, randomBytes(48).toString('base64url'), { exclusive: true })
    } catch {
      // Another process wrote it first: use theirs.
    }
    return (cached = new TextEncoder().encode(readFileSync(file, 'utf8').trim()))
  }
}
