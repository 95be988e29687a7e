/** The window event that asks the accounts feature to open its auth modal. */
export const OPEN_AUTH_EVENT = 'haven:open-auth'

export type AuthMode = 'signin' | 'signup'

export interface OpenAuthOptions {
  /** Where to go after a successful sign-in or sign-up (default: stay on the page). */
  redirectTo?: string
}

/** Detail of OPEN_AUTH_EVENT. */
export interface OpenAuthDetail extends OpenAuthOptions {
  mode: AuthMode
}

/**
 * The header cannot import the accounts feature (static pages must stay small and layers flow
 * one way), so it announces the wish on window and the feature listens.
 */
export function requestAuth(mode: AuthMode = 'signin', options: OpenAuthOptions = {}) {
  window.dispatchEvent(new CustomEvent<OpenAuthDetail>(OPEN_AUTH_EVENT, { detail: { mode, ...options } }))
}

/** Fired when a sign-in control is pointed at or focused: the modal's code starts downloading. */
export const PRELOAD_AUTH_EVENT = 'haven:preload-auth'

export function preloadAuth() {
  window.dispatchEvent(new Event(PRELOAD_AUTH_EVENT))
}
