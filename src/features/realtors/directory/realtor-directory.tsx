import { useEffect } from 'react'
import { JOIN_REALTOR_NETWORK_HREF } from '~/components/layout/nav-items'
import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { useRealtors } from '../api/get-realtors'
import { RealtorSummaryCard } from './realtor-summary-card'
import { WhoWeHelp } from './who-we-help'

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** /find-trusted-realtors (000 §2): hero, the realtor cards, 'Who we help'. */
export function RealtorDirectory() {
  const tenant = useTenant()
  const { data: realtors, error, isLoading } = useRealtors()
  useEffect(() => {
    document.title = `Find Trusted Realtors | ${tenant.display_name}`
  }, [tenant.display_name])
  return (
    <>
      <section className="bg-brand-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
          <h1 className="text-3xl font-bold md:text-4xl">Find Trusted Realtors</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Every realtor here has signed our partner agreement and works from verified mandates. Pick one who knows the area you are buying in, see what they have on offer, and reach them directly.
          </p>
          <p className="mt-4 text-white/90">
            A realtor yourself?{' '}
            <AppLink href={JOIN_REALTOR_NETWORK_HREF} className="font-semibold text-white underline underline-offset-2">
              Join our realtor network
            </AppLink>
          </p>
        </div>
      </section>
      <section aria-label="Realtors" className="mx-auto max-w-7xl px-4 py-10">
        {isLoading && (
          <ul className={GRID} aria-busy="true" aria-label="Loading realtors">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="h-44 animate-pulse rounded-xl bg-gray-100" />
            ))}
          </ul>
        )}
        {error && <p className="text-gray-700">{error.message}</p>}
        {realtors && realtors.length === 0 && <p className="text-gray-700">No realtors yet. Check back soon.</p>}
        {realtors && realtors.length > 0 && (
          <ul className={GRID}>
            {realtors.map((r) => (
              <li key={r.id}>
                <RealtorSummaryCard realtor={r} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <WhoWeHelp />
    </>
  )
}
