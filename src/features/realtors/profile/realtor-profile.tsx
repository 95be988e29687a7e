import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { AppLink } from '~/components/ui/app-link'
import { paths } from '~/config/paths'
import { browseQuery } from '~/shared/marketplace-keys'
import { pageParam, pageSearch, queryString } from '~/shared/browse-params'
import { ListingsFeed } from '~/features/listings/browse/listings-feed'
import { useFilterSearch } from '~/features/listings/browse/use-filter-search'
import { FilterBar } from '~/features/listings/filters/filter-bar'
import { useTenant } from '~/lib/tenant'
import { formatMoney } from '~/shared/format/currency'
import { formatNumber } from '~/shared/format/number'
import { realtorListingsBase } from '~/shared/marketplace-keys'
import type { RealtorDto } from '~/shared/types/realtor'
import { useRealtor } from '../api/get-realtors'
import { RealtorAvatar } from '../components/realtor-avatar'
import { RealtorContact } from '../components/realtor-contact'
import { citiesServed, priceRangeText, realtorName } from '../components/realtor-links'

function BackHome() {
  return (
    <AppLink href={paths.realtors.path} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-dark hover:underline">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
      Back home
    </AppLink>
  )
}

function Stats({ realtor }: { realtor: RealtorDto }) {
  const years = realtor.years_of_experience || 1
  const stats = [
    { label: 'Years of experience', value: String(years) },
    { label: 'Available units', value: formatNumber(realtor.available_unit) },
    { label: 'Total value listed', value: formatMoney(realtor.total_value, 'NGN') },
    { label: 'Price range', value: priceRangeText(realtor.price_range, (n) => formatMoney(n, 'NGN')) || '—' },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-xl border border-gray-200 bg-white p-4">
          <dt className="text-sm text-gray-600">{s.label}</dt>
          <dd className="mt-1 text-lg font-bold text-gray-900">{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Loaded({ realtor }: { realtor: RealtorDto }) {
  const tenant = useTenant()
  const { search, change } = useFilterSearch()
  const query = browseQuery(search, realtorListingsBase(realtor.id))
  const { pathname } = useLocation()
  const name = realtorName(realtor)
  useEffect(() => {
    document.title = `${name}, trusted realtor | ${tenant.display_name}`
  }, [name, tenant.display_name])
  const url = typeof window === 'undefined' ? '' : window.location.href
  return (
    <>
      <section className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <BackHome />
        <div className="mt-5 flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="flex items-center gap-4">
            <RealtorAvatar realtor={realtor} size={88} />
            <div>
              <h1 className="text-2xl font-bold md:text-3xl">{name}</h1>
              <p className="mt-1 text-gray-700">Serves {citiesServed(realtor).join(', ')}</p>
            </div>
          </div>
          <div className="md:w-80">
            <RealtorContact realtor={realtor} message={`Hello ${realtor.first_name}, I found your profile on ${tenant.display_name} and would like your help finding a property: ${url}`} subject={`Enquiry from ${tenant.display_name}`} />
          </div>
        </div>
        <div className="mt-6">
          <Stats realtor={realtor} />
        </div>
        {realtor.description && (
          <section aria-labelledby="about-heading" className="mt-8 max-w-3xl">
            <h2 id="about-heading" className="text-xl font-semibold">
              About {realtor.first_name}
            </h2>
            <p className="mt-2 whitespace-pre-line text-gray-800">{realtor.description}</p>
          </section>
        )}
      </section>
      <FilterBar search={search} onChange={change} />
      <section aria-labelledby="realtor-listings" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="realtor-listings" className="mb-6 text-xl font-semibold">
          Listings by {realtor.first_name}
        </h2>
        <ListingsFeed query={query} start={pageParam(search)} pageHref={(p) => `${pathname}${queryString(pageSearch(search, p))}`} emptyText={`${realtor.first_name} has nothing matching these filters right now.`} />
      </section>
    </>
  )
}

/** /find-trusted-realtors/{id}/{username} (000 §2). */
export function RealtorProfile({ username }: { username: string }) {
  const { data, error } = useRealtor(username)
  if (error)
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Realtor not found</h1>
        <p className="mt-2 text-gray-700">This profile may have moved. Every trusted realtor is in the directory.</p>
        <div className="mt-6">
          <BackHome />
        </div>
      </div>
    )
  if (!data)
    return (
      <div aria-busy="true" aria-label="Loading the realtor" className="mx-auto max-w-7xl px-4 py-8">
        <div className="h-20 w-1/2 animate-pulse rounded bg-gray-200" />
      </div>
    )
  return <Loaded realtor={data} />
}
