/*
 * The auth modal announces on window that it has closed, signed in or not, so whoever asked for it
 * can carry on (a sign-in gate's `then`). Kept apart from auth-events.ts, which every static page
 * loads: only the modal and the gates, both fetched later, need it.
 */
const AUTH_CLOSED_EVENT = 'haven:auth-closed'

export function announceAuthClosed() {
  window.dispatchEvent(new Event(AUTH_CLOSED_EVENT))
}

/** Runs `listener` once, the next time the auth modal closes. */
export function onceAuthClosed(listener: () => void) {
  window.addEventListener(AUTH_CLOSED_EVENT, listener, { once: true })
}
