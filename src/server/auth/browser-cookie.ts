import { readCookie } from '~/server/http/cookies'
import { GOOGLE_CALLBACK_PATH } from './google-config'

/** The cookie that ties a Google attempt to the browser that started it (decision 040). */
const BROWSER_COOKIE = 'haven_google'

const MAX_AGE_SECONDS = 10 * 60
const PATH = GOOGLE_CALLBACK_PATH

/**
 * The Google attempt's browser secret as a cookie only the callback receives: HttpOnly (no script
 * reads it), SameSite=Lax (sent on Google's top-level redirect back, not on cross-site
 * sub-requests), Secure on https. decision 040.
 */
export function browserCookie(secret: string, requestUrl: string): string {
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : ''
  return `${BROWSER_COOKIE}=${secret}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

export const clearedBrowserCookie = () => `${BROWSER_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`

/** The value of the attempt cookie in a Cookie header, if any. */
export const readBrowserCookie = (header: string | undefined) => readCookie(header, BROWSER_COOKIE)
