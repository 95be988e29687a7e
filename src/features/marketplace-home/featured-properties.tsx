import { useId, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { panelId, tabId, TabList } from '~/components/ui/tabs'
import { useHomeListings, featuredQuery } from './api'
import { CarouselSkeleton, ListingCarousel } from './listing-carousel'

/** Tabs of 001 §2, with the catalogue's property_status values. */
export const FEATURED_TABS = [
  { label: 'Completed', value: 'Completed' },
  { label: 'Ongoing', value: 'Under construction' },
  { label: 'Off-plan', value: 'Off plan' },
] as const
type FeaturedStatus = (typeof FEATURED_TABS)[number]['value']

function Panel({ status, label }: { status: string; label: string }) {
  const { data, error, isLoading } = useHomeListings(featuredQuery(status))
  if (isLoading) return <CarouselSkeleton />
  if (error) return <p className="text-gray-700">{error.message}</p>
  if (!data || data.data.length === 0) return <p className="text-gray-700">No listings available at the moment.</p>
  return <ListingCarousel listings={data.data} label={`${label} properties`} priority />
}

/** Featured Properties (001 §2): Completed / Ongoing / Off-plan tabs, each a carousel. */
export function FeaturedProperties() {
  const [status, setStatus] = useState<FeaturedStatus>('Completed')
  const id = useId()
  const tab = FEATURED_TABS.find((t) => t.value === status)!
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold md:text-3xl">
          Featured Properties
        </h2>
        <TabList tabs={FEATURED_TABS} value={status} onChange={setStatus} idBase={id} label="Construction status" />
      </div>
      <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, status)} className="mt-6">
        <Panel key={status} status={status} label={tab.label} />
      </div>
      <AppLink href={`/listings?state=Lagos&property_status=${encodeURIComponent(status)}`} className="mt-6 inline-flex font-semibold text-brand-dark hover:underline">
        See more properties →
      </AppLink>
    </section>
  )
}
