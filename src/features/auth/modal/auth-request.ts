import type { AuthMode } from '~/components/layout/auth-events'

/** The modal's views (000 §4). */
export type AuthView = AuthMode | 'forgot-password' | 'conditions'

/** What the modal opens with. */
export interface AuthRequest {
  mode: AuthMode
  /** Where to go after success (000 §4 redirects). */
  redirectTo?: string
  /** Prefills sign-up's referral code (from ?code=). */
  referralCode?: string
}

const REFERRAL_KEY = 'haven.referral_code'
const REFERRALS_PATH = '/referrals'

/** A referral code kept for this visit, so closing the modal does not lose it. */
export function rememberedReferralCode(): string | undefined {
  try {
    return window.sessionStorage.getItem(REFERRAL_KEY) ?? undefined
  } catch {
    return undefined
  }
}

function remember(code: string) {
  try {
    window.sessionStorage.setItem(REFERRAL_KEY, code)
  } catch {
    // Storage disabled: the code is still in the open modal.
  }
}

/**
 * The modal opens by itself in sign-up mode when the visitor arrives referred (?code=) or from the
 * website (source=website; page=referrals means the referral programme sent them). A referred
 * sign-up, or an arrival from the referral programme, then lands on /referrals (000 §4, 001 §4).
 */
export function readArrival(url: URL): AuthRequest | null {
  const code = url.searchParams.get('code')?.trim()
  const fromWebsite = url.searchParams.get('source') === 'website'
  const fromReferrals = url.searchParams.get('page') === 'referrals'
  if (code) {
    remember(code)
    return { mode: 'signup', referralCode: code, redirectTo: REFERRALS_PATH }
  }
  if (fromWebsite) return { mode: 'signup', redirectTo: fromReferrals ? REFERRALS_PATH : undefined }
  return null
}

/** The same URL without the arrival markers, so a reload does not reopen the modal. */
export function withoutArrival(url: URL): string {
  const next = new URL(url)
  next.searchParams.delete('code')
  next.searchParams.delete('source')
  if (next.searchParams.get('page') === 'referrals') next.searchParams.delete('page')
  return next.pathname + next.search + next.hash
}

const GOOGLE_NONCE_KEY = 'haven.google_nonce'
export const FOREIGN_SIGN_IN = 'This sign-in did not start in this browser, so it was not used. Please sign in again.'

/** A random value for a Google sign-in this tab starts; the server hands it back with the token. */
export function newGoogleNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  const nonce = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  try {
    window.sessionStorage.setItem(GOOGLE_NONCE_KEY, nonce)
  } catch {
    // Storage disabled: the token cannot be matched on return and is refused.
  }
  return nonce
}

function takeGoogleNonce(): string | null {
  try {
    const nonce = window.sessionStorage.getItem(GOOGLE_NONCE_KEY)
    window.sessionStorage.removeItem(GOOGLE_NONCE_KEY)
    return nonce
  } catch {
    return null
  }
}

/**
 * The Google callback's answer in the URL fragment: #access_token=…&nonce=… or #error=…. A token
 * counts only as the end of a sign-in this tab started, with the nonce it made: a link carrying
 * somebody else's token signs nobody in (login CSRF, issue 20 finding 4).
 */
export function readGoogleReturn(hash: string): { token: string } | { error: string } | null {
  if (!hash.startsWith('#')) return null
  const params = new URLSearchParams(hash.slice(1))
  const token = params.get('access_token')
  if (token) {
    const expected = takeGoogleNonce()
    return expected && params.get('nonce') === expected ? { token } : { error: FOREIGN_SIGN_IN }
  }
  const error = params.get('error')
  return error ? { error } : null
}
