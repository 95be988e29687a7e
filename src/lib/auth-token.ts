/** Where the access token lives (decision 021: localStorage under a strict CSP). */
export const TOKEN_STORAGE_KEY = 'haven.access_token'
const KEY = TOKEN_STORAGE_KEY

/** The access token, if the visitor is signed in (the accounts issue writes it). */
export function readToken(): string | null {
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function writeToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(KEY, token)
    else window.localStorage.removeItem(KEY)
  } catch {
    // Private mode or storage disabled: the session lasts as long as the page.
  }
}
