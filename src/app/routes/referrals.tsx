import { ReferralsPage } from '~/features/auth/referrals/referrals-page'

/** /referrals (000 §2): 'Refer & Earn' — link, code, signups count and the list of signups. */
export function Component() {
  return <ReferralsPage />
}
