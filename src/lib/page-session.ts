import { api } from './api-client'
import type { Session } from './session'

/** The token expiry this tab last knew the page cookie for (decision 053). */
const MARK = 'haven.page-session'

function mark(value: string | null) {
  try {
    if (value) window.sessionStorage.setItem(MARK, value)
    else window.sessionStorage.removeItem(MARK)
  } catch {
    // Storage disabled: the cookie is asked for again on the next load, which is harmless.
  }
}

const marked = () => {
  try {
    return window.sessionStorage.getItem(MARK)
  } catch {
    return null
  }
}

/**
 * Keeps the page cookie (HttpOnly: script cannot see it) in step with the session script holds.
 * Every sign-in answer sets it, so a new session is only marked; a session that began without one
 * (before the cookie existed) asks for it once per tab; signing out clears it, so a shared computer
 * paints nobody's page afterwards. `paintedFor` is the session this page was painted for, if any.
 */
export function syncPageSession(s: Session | null, paintedFor: string | undefined) {
  if (!s) {
    mark(null)
    if (paintedFor !== undefined || marked() !== null) void api('/auth/page-session', { method: 'DELETE', silent: true }).catch(() => {})
    return
  }
  const expiry = String(s.expiresAt)
  // Painted for this very session: the cookie is in step. The mark waits for a task of its own
  // (a tab's first sessionStorage call costs a phone ~13 ms, decision 060), not hydration's.
  if (paintedFor === `${s.user.id}:${s.expiresAt}`) return void setTimeout(() => mark(expiry))
  if (marked() === expiry) return
  mark(expiry)
  void api('/auth/page-session', { method: 'POST', silent: true }).catch(() => {})
}

/** After sign-in (the answer set the cookie) or sign-out (the cookie goes). */
export function pageSessionChanged(s: Session | null) {
  if (s) mark(String(s.expiresAt))
  else {
    mark(null)
    void api('/auth/page-session', { method: 'DELETE', silent: true }).catch(() => {})
  }
}
