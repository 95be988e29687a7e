import { createHash, timingSafeEqual } from 'node:crypto'

/** Long enough that guessing is hopeless; `openssl rand -base64 32` gives 44 characters. */
export const OPS_TOKEN_MIN = 32

/**
 * OPS_TOKEN, read once when the API app is built: unset (or blank) turns the operator API off —
 * every /api/v1/ops/* answers 404 — and a short one stops the start-up (configuration
 * fails early).
 */
export function readOpsToken(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.OPS_TOKEN?.trim()
  if (!token) return null
  if (token.length < OPS_TOKEN_MIN) throw new Error(`OPS_TOKEN must be at least ${OPS_TOKEN_MIN} characters, or unset to turn the operator API off`)
  return token
}

/**
 * Whether `Authorization: Bearer <token>` carries the operator token. Both sides are hashed first,
 * so the comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? ''
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0
}

/**
 * Who the audit names for a call with the operator token (issue 33): the token itself — one shared
 * secret cannot say which person holds it — by the first 8 hex digits of its SHA-256, so a trail
 * that spans a rotation tells the two tokens apart. The name a body gives is only a claim.
 */
export const opsTokenActor = (token: string) => `ops-token:${createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 8)}`
