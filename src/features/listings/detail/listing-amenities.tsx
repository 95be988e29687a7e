import { Disclosure } from '~/components/ui/disclosure'
import type { ListingDto } from '~/shared/types/listing'

/** Amenities grouped by category, one accordion section each (000 §2). */
export function ListingAmenities({ amenities }: { amenities: ListingDto['amenities'] }) {
  const groups = new Map<string, string[]>()
  for (const a of amenities) groups.set(a.category, [...(groups.get(a.category) ?? []), ...a.features])
  if (groups.size === 0) return null
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="mb-2 text-xl font-semibold">
        Amenities
      </h2>
      <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {[...groups].map(([category, features]) => (
          <li key={category} className="px-4">
            <Disclosure label={<span className="font-medium">{category}</span>} buttonClassName="py-3 text-left">
              <ul className="grid gap-x-6 gap-y-1 pb-4 text-gray-700 sm:grid-cols-2">
                {features.map((f) => (
                  <li key={f} className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-dark" />
                    {f}
                  </li>
                ))}
              </ul>
            </Disclosure>
          </li>
        ))}
      </ul>
    </section>
  )
}
