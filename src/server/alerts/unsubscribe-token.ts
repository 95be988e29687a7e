import { createHmac, timingSafeEqual } from 'node:crypto'
import { authSecret } from '~/server/auth/secret'

/** What a link stops: every alert of the person, one saved search, or their favourites' alerts. */
export type UnsubscribeScope = { kind: 'all' } | { kind: 'search'; searchId: number } | { kind: 'favourites' }

const scopeText = (s: UnsubscribeScope) => (s.kind === 'search' ? `s${s.searchId}` : s.kind === 'all' ? 'all' : 'fav')

const mac = (tenant: string, userId: number, scope: string) =>
  createHmac('sha256', authSecret()).update(`alerts-unsubscribe\n${tenant}\n${userId}\n${scope}`).digest('base64url')

/**
 * `<user>.<scope>.<HMAC>`: the MAC binds the tenant, the user and what is stopped to the server's
 * secret, so a link can neither be guessed nor changed to stop someone else's alerts. It never
 * expires (an unsubscribe link must work months later) and grants nothing but stopping mail.
 */
export function unsubscribeToken(tenant: string, userId: number, scope: UnsubscribeScope): string {
  const s = scopeText(scope)
  return `${userId}.${s}.${mac(tenant, userId, s)}`
}

/** The user and scope a token names on this tenant, or null when it is not one we made. */
export function readUnsubscribeToken(tenant: string, token: string): { userId: number; scope: UnsubscribeScope } | null {
  const m = /^([1-9]\d{0,15})\.(all|fav|s[1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const [, user, s, given] = m as unknown as [string, string, string, string]
  const userId = Number(user)
  const expected = Buffer.from(mac(tenant, userId, s))
  if (!timingSafeEqual(expected, Buffer.from(given))) return null
  const scope: UnsubscribeScope = s === 'all' ? { kind: 'all' } : s === 'fav' ? { kind: 'favourites' } : { kind: 'search', searchId: Number(s.slice(1)) }
  return { userId, scope }
}
