/** The window event that asks the accounts feature to open its auth modal. */
export const OPEN_AUTH_EVENT = 'haven:open-auth'

export type AuthMode = 'signin' | 'signup'

/** Detail of OPEN_AUTH_EVENT. */
export interface OpenAuthDetail {
  mode: AuthMode
}

/**
 * The header cannot import the accounts feature (static pages must stay small and layers flow
 * one way), so it announces the wish on window and the feature listens.
 */
export function requestAuth(mode: AuthMode = 'signin') {
  window.dispatchEvent(new CustomEvent<OpenAuthDetail>(OPEN_AUTH_EVENT, { detail: { mode } }))
}
