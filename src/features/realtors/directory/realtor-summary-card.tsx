import { AppLink } from '~/components/ui/app-link'
import { formatMoney } from '~/shared/format/currency'
import { formatNumber } from '~/shared/format/number'
import type { RealtorDto } from '~/shared/types/realtor'
import { RealtorAvatar } from '../components/realtor-avatar'
import { citiesServed, priceRangeText, realtorHref, realtorName } from '../components/realtor-links'

/** One realtor in the directory: photo, name, cities (Lagos by default), experience and stock. */
export function RealtorSummaryCard({ realtor }: { realtor: RealtorDto }) {
  const years = realtor.years_of_experience || 1
  const range = priceRangeText(realtor.price_range, (n) => formatMoney(n, 'NGN'))
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-3">
        <RealtorAvatar realtor={realtor} size={56} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-gray-900">
            <AppLink href={realtorHref(realtor)} className="after:absolute after:inset-0 hover:underline">
              {realtorName(realtor)}
            </AppLink>
          </h2>
          <p className="truncate text-sm text-gray-600">{citiesServed(realtor).join(', ')}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-600">Experience</dt>
          <dd className="font-semibold text-gray-900">
            {years} {years === 1 ? 'year' : 'years'}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Available units</dt>
          <dd className="font-semibold text-gray-900">{formatNumber(realtor.available_unit)}</dd>
        </div>
      </dl>
      {range && <p className="mt-3 text-sm text-gray-700">Prices {range}</p>}
    </article>
  )
}
