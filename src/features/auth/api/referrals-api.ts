import { api } from '~/lib/api-client'
import { useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'

/** 000 §3 Referral item. */
export interface Referral {
  id: number
  email: string
  status: string
  created_at: string
  profile: { first_name: string; last_name: string }
}

export interface ReferralProfile {
  referral_code: string
  count: number
}

export interface PageMetadata {
  total: number
  page: number
  limit: number
  pages: number
}

/** The SWR names of the two queries: userKey(session, name[, page]). */
export const REFERRAL_PROFILE_KEY = 'auth/user-referral-profile'
export const REFERRALS_KEY = 'auth/user-referrals'

/** The referral table's server page size (000 §9). */
export const REFERRALS_PAGE_SIZE = 10

/** GET /auth/user-referral-profile: the code and how many signed up with it. Signed in only. */
export function useReferralProfile() {
  const s = useSession()
  return useSWR(s ? userKey(s, REFERRAL_PROFILE_KEY) : null, async () => (await api<ReferralProfile>('/auth/user-referral-profile')).data)
}

/** GET /auth/user-referrals?page&limit=10: one server page of the people referred. Signed in only. */
export function useReferrals(page: number) {
  const s = useSession()
  return useSWR(s ? userKey(s, REFERRALS_KEY, page) : null, () =>
    api<Referral[], PageMetadata>('/auth/user-referrals', { query: { page, limit: REFERRALS_PAGE_SIZE } }),
  )
}
