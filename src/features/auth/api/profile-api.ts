import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import type { ProfileUpdate } from '~/shared/schemas/auth'

/** GET /auth/user-profile (000 §3 Profile). */
export interface Profile {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  /** Whether the address is proved (decision 040); until then it is sent nothing but the link. */
  email_verified?: boolean
  user: { id: number; email: string; created_at: string }
}

/** The profile's SWR name: userKey(session, PROFILE_KEY). */
export const PROFILE_KEY = 'auth/user-profile'

export const getProfile = () => api<Profile>('/auth/user-profile')

/** POST /auth/resend-verification: another link to prove the address. */
export const resendVerification = () => api('/auth/resend-verification', { method: 'POST', silent: true })

/** PATCH /auth/update-user-profile; the caller refreshes the profile on success. */
export const updateProfile = (body: ProfileUpdate) =>
  api<Profile>('/auth/update-user-profile', { method: 'PATCH', body, silent: true })


/** The signed-in user's profile; nothing is requested when signed out. */
export function useProfile() {
  const s = useSession()
  return useSWR(s ? userKey(s, PROFILE_KEY) : null, async () => (await getProfile()).data)
}
