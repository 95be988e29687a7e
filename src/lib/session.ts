import { createContext, useContext, useSyncExternalStore } from 'react'
import type { AccountUser } from '~/shared/types/user'
import { readToken, TOKEN_STORAGE_KEY, writeToken } from './auth-token'
import { createEmitter } from './events'

/** The User of 000 §3, decoded from the access token's payload (the server signs it). */
export type SessionUser = AccountUser

export interface Session {
  token: string
  user: SessionUser
  /** Seconds since the epoch when the token stops being accepted. */
  expiresAt: number
}

function base64UrlJson(part: string): unknown {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/**
 * The session a token describes, or null when it is malformed or expired. The browser cannot check
 * the signature (the secret stays on the server); it only reads what the server signed, and the
 * server refuses anything tampered with (decision 021).
 */
export function decodeSession(token: string | null, nowSeconds = Date.now() / 1000): Session | null {
  if (!token) return null
  try {
    const p = base64UrlJson(token.split('.')[1] ?? '') as Partial<SessionUser> & { exp?: number }
    if (typeof p.exp !== 'number' || p.exp <= nowSeconds) return null
    if (typeof p.id !== 'number' || typeof p.email !== 'string') return null
    const user: SessionUser = {
      id: p.id,
      first_name: String(p.first_name ?? ''),
      last_name: String(p.last_name ?? ''),
      email: p.email,
      phone: String(p.phone ?? ''),
      can_login: p.can_login !== false,
      created_at: String(p.created_at ?? ''),
    }
    return { token, user, expiresAt: p.exp }
  } catch {
    return null
  }
}

const changes = createEmitter<Session | null>()
let cached: { token: string | null; session: Session | null } | null = null

function current(): Session | null {
  const token = readToken()
  if (cached?.token !== token) cached = { token, session: decodeSession(token) }
  // An expired token is dropped the first time it is read after expiry.
  if (cached.session && cached.session.expiresAt <= Date.now() / 1000) {
    writeToken(null)
    cached = { token: null, session: null }
  }
  return cached.session
}

let storageListening = false

/**
 * The signed-in state, shared by the header, the modal and every signed-in page. Another tab
 * signing in or out is picked up through the storage event.
 */
export const session = {
  get: current,
  subscribe(listener: (s: Session | null) => void): () => void {
    if (!storageListening && typeof window !== 'undefined') {
      storageListening = true
      window.addEventListener('storage', (e) => {
        if (e.key === TOKEN_STORAGE_KEY || e.key === null) changes.emit(current())
      })
    }
    return changes.subscribe(listener)
  },
  /** Keeps a token the server issued (sign-in, sign-up, Google, password change). */
  start(token: string) {
    writeToken(token)
    changes.emit(current())
  },
  /** Signs out: forgets the token; listeners clear every cached user query. */
  end() {
    writeToken(null)
    changes.emit(current())
  },
}

/** Server snapshot: prerendered pages are always signed out, so hydration matches. */
export const signedOutSnapshot = (): Session | null => null

/**
 * The session a page was painted for (decision 053): the page function's painter renders a
 * signed-in page with it, and the browser hydrates that page with the same one. Null everywhere
 * else: prerendered and visitor pages are painted signed out.
 */
export const PaintedSession = createContext<Session | null>(null)

/** The current session in a component; the painted session on the server and while hydrating. */
export function useSession(): Session | null {
  const painted = useContext(PaintedSession)
  return useSyncExternalStore(session.subscribe, session.get, painted ? () => painted : signedOutSnapshot)
}

/**
 * The SWR key of a query about the signed-in user: ['user', id, token expiry, name, ...]. The id
 * keeps one person's cached answers from ever showing to another; the token's expiry makes every
 * sign-in a fresh set of keys (SWR would otherwise dedupe a refetch against a request made before
 * sign-out); the prefix lets sign-out clear them all.
 */
export const userKey = (s: Session, name: string, ...rest: unknown[]) => ['user', s.user.id, s.expiresAt, name, ...rest] as const

export const isUserKey = (key: unknown) => Array.isArray(key) && key[0] === 'user'
