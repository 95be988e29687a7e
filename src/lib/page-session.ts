import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { api } from './api-client'
import { configureApiFor } from './api-setup'
import { session, type Session } from './session'

/** The token expiry this tab last knew the page cookie for (decision 053). */
const MARK = 'haven.page-session'

/**
 * The tab's mark: read it (no argument), set it, or clear it (null). With storage disabled nothing
 * is kept, so the cookie is asked for again on the next load, which is harmless.
 */
function mark(value?: string | null): string | null {
  try {
    const store = window.sessionStorage
    if (value === undefined) return store.getItem(MARK)
    if (value) store.setItem(MARK, value)
    else store.removeItem(MARK)
  } catch {
    // Disabled storage: see above.
  }
  return null
}

/**
 * Keeps the page cookie (HttpOnly: script cannot see it) in step with the session script holds.
 * Every sign-in answer sets it, so a new session is only marked; a session that began without one
 * (before the cookie existed) asks for it once per tab; signing out clears it, so a shared computer
 * paints nobody's page afterwards. `paintedFor` is the session this page was painted for, if any.
 */
function syncPageSession(s: Session | null, paintedFor: string | undefined) {
  if (!s) {
    if (paintedFor !== undefined || mark() !== null) endPageSession(null)
    return
  }
  const expiry = String(s.expiresAt)
  // Painted for this very session: the cookie is in step. The mark waits for a task of its own
  // (a tab's first sessionStorage call costs a phone ~13 ms, decision 060), not hydration's.
  if (paintedFor === `${s.user.id}:${s.expiresAt}`) return void setTimeout(() => mark(expiry))
  if (mark() === expiry) return
  mark(expiry)
  void api('/auth/page-session', { method: 'POST', silent: true }).catch(() => {})
}

/**
 * Signing out ends the session on the server (issue 33): the call carries the page cookie and the
 * token that just ended, and the server revokes both. The tab's mark goes only once the server has
 * answered, so a sign-out made offline is sent again by the next page this tab loads.
 */
function endPageSession(ended: Session | null) {
  const headers: Record<string, string> = ended ? { authorization: `Bearer ${ended.token}` } : {}
  void api('/auth/page-session', { method: 'DELETE', silent: true, headers })
    .then(() => mark(null))
    .catch(() => {})
}

/**
 * Keeps the page cookie in step with the session for as long as the page is open, on every entry
 * (static, painted, the app): now, then at every sign-in and sign-out, including another tab's and
 * a 401's. The API client is configured first: the entries call this before React renders (which
 * configures it too), and a call made before that failed silently, leaving the cookie painting a
 * signed-out buyer's pages.
 */
export function watchPageSession(tenant: PublicTenant, paintedFor: string | undefined) {
  configureApiFor(tenant)
  let last = session.get()
  syncPageSession(last, paintedFor)
  session.subscribe((s) => {
    // After sign-in the answer has set the cookie.
    if (s) mark(String(s.expiresAt))
    else if (last) endPageSession(last)
    last = s
  })
}
