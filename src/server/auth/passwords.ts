import { hash, verify } from '@node-rs/argon2'
import { withHashSlot } from './hash-queue'

/**
 * argon2id with OWASP's minimum profile: 19 MiB of memory, 2 passes, 1 lane. Passwords are
 * capped at 128 characters by the shared schema, so hashing cost is bounded; every call takes a
 * slot of hash-queue.ts, checks before new hashes.
 */
export const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => withHashSlot('hash', () => hash(password, ARGON2))

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // An account without a password (Google only) — or an unknown e-mail — still pays for one
  // verification, so the answer time does not tell whether the e-mail exists.
  const target = stored ?? (await dummyHash())
  const ok = await withHashSlot('check', () => verify(target, password).catch(() => false))
  return stored !== null && ok
}

let dummy: Promise<string> | null = null
const dummyHash = () => (dummy ??= hash('not-a-real-password', ARGON2))
