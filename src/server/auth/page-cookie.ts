import { readCookie } from '~/server/http/cookies'
import { TOKEN_LIFETIME_SECONDS } from './tokens'

/**
 * The page cookie (decision 053): the buyer's access token, sent with page requests so the page
 * function can paint their signed-in pages. Read only there, for GET pages: the API never accepts
 * it (its calls keep their bearer header), so a cross-site form can do nothing with it.
 */
export const PAGE_COOKIE = 'haven_session'

/**
 * HttpOnly (no script reads it), Secure (browsers accept it on http://localhost and *.localhost
 * too, so `npm start` behaves as a deploy), SameSite=Lax (a link from another site still paints the
 * page; no cross-site sub-request carries it), Path=/ (every page), living as long as the token.
 */
export function pageCookie(token: string): string {
  const exp = tokenExpiry(token)
  const maxAge = exp ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : TOKEN_LIFETIME_SECONDS
  return `${PAGE_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`
}

export const clearedPageCookie = () => `${PAGE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`

/** The token in a Cookie header; only a JWT's characters (anything else is not ours). */
export function readPageCookie(header: string | null | undefined): string | undefined {
  const value = readCookie(header ?? undefined, PAGE_COOKIE)
  return value && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length <= 4096 ? value : undefined
}

/** The `exp` of a token this server signed (read, not verified: it only sets the cookie's life). */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof payload.exp === 'number' ? payload.exp : null
  } catch {
    return null
  }
}
