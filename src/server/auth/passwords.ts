import { withHashSlot } from './hash-queue'

/**
 * The native module (0.7 MB) is loaded on first use: a cold start that never hashes (a page, a
 * search) does not pay for it, and the page function ships without it (decision 038).
 */
const argon2 = () => import('@node-rs/argon2')

/**
 * argon2id with OWASP's minimum profile: 19 MiB of memory, 2 passes, 1 lane. Passwords are
 * capped at 128 characters by the shared schema, so hashing cost is bounded; every call takes a
 * slot of hash-queue.ts, checks before new hashes.
 */
export const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => withHashSlot('hash', async () => (await argon2()).hash(password, ARGON2))

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // An account without a password (Google only) — or an unknown e-mail — still pays for one
  // verification, so the answer time does not tell whether the e-mail exists.
  const target = stored ?? (await dummyHash())
  const ok = await withHashSlot('check', async () => (await argon2()).verify(target, password).catch(() => false))
  return stored !== null && ok
}

let dummy: Promise<string> | null = null
const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'))
