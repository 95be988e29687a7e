import { requestAuth } from '~/components/layout/auth-events'
import { useSession } from '~/lib/session'
import { useSiteOrigin } from '~/lib/site-origin'
import { useTenant } from '~/lib/tenant'
import { useReferralProfile } from '../api/referrals-api'
import { ReferralCards, ReferralCardsSkeleton } from './referral-cards'
import { SignupsTable, TableSkeleton } from './signups-table'

/** /referrals 'Refer & Earn' (000 §2): link, share, code, count and the list of signups. */
export function ReferralsPage() {
  const current = useSession()
  const tenant = useTenant()
  const origin = useSiteOrigin()
  const { data: profile, error } = useReferralProfile()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">Refer &amp; Earn</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Share your link with friends and family. When someone you refer orders a title search or a home inspection report, you earn 5% of the fee; when they buy a property, you earn 30% of
        our success fee.
      </p>
      <div className="mt-6 space-y-6">
        {!current && (
          <div className="rounded-xl border border-brand/30 bg-brand-light p-5 text-center">
            <p className="font-semibold text-gray-900">Sign in to see your referral link</p>
            <button type="button" onClick={() => requestAuth('signin')} className="mt-3 rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-ink hover:opacity-90">
              Sign in
            </button>
          </div>
        )}
        {error && <p role="alert" className="text-red-700">{error.message}</p>}
        {current && profile ? (
          <ReferralCards code={profile.referral_code} count={profile.count} origin={origin} siteName={tenant.display_name} />
        ) : (
          <ReferralCardsSkeleton />
        )}
        {current ? (
          <SignupsTable />
        ) : (
          <section aria-label="List of signups" className="rounded-xl border border-gray-200 bg-white">
            <TableSkeleton />
          </section>
        )}
      </div>
    </div>
  )
}
