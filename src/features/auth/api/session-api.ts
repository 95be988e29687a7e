import { api } from '~/lib/api-client'
import type { SignInInput, SignUpBody } from '~/shared/schemas/auth'

interface TokenData {
  accessToken: string
}

/** POST /auth/user-login → data.accessToken. The form shows its own toast, so the call is silent. */
export const signInRequest = (body: SignInInput) =>
  api<TokenData>('/auth/user-login', { method: 'POST', body, silent: true })

/** POST /auth/user-signup → data.accessToken ('Sign Up Successful'). */
export const signUpRequest = (body: SignUpBody) =>
  api<TokenData>('/auth/user-signup', { method: 'POST', body, silent: true })

/** GET /auth/providers: which external sign-in providers the server has credentials for. */
export const providersRequest = () => api<{ google: boolean }>('/auth/providers', { silent: true })

/**
 * GET /auth/google-auth?callback_url=: the URL of Google's consent page. Google's answer comes back
 * to the server, which sends the browser to callback_url with #access_token=… or #error=….
 */
export const googleAuthRequest = (callbackUrl: string, nonce: string, referralCode?: string) =>
  api<{ url: string }>('/auth/google-auth', {
    query: { callback_url: callbackUrl, referral_code: referralCode, nonce },
    silent: true,
  })
