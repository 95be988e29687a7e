import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'

/** The area shortcuts of 001 §2 (area ids from 000 §2), each with apartments, houses and land. */
export const AREAS = [
  { name: 'Victoria Island', id: 2 },
  { name: 'Lekki Phase 1', id: 21 },
  { name: 'Ikoyi', id: 1 },
  { name: 'Ikate Lekki', id: 22 },
] as const

const KINDS = [
  { label: 'Apartments', type: 'Apartment' },
  { label: 'Houses', type: 'House' },
  { label: 'Land', type: 'Land' },
] as const

/** /listings for one area and property type (the catalogue's property_type values). */
export const areaHref = (areaId: number, type: string) => `/listings?area_id=${areaId}&property_type=${type}`

/** 'Find a Property by Location': a link grid, one card per area the tenant serves. */
export function AreaShortcuts({ className = 'bg-brand-light' }: { className?: string }) {
  const areas = useTenant().area_shortcuts ?? AREAS
  return (
    <section aria-labelledby="locations-title" className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="locations-title" className="text-3xl font-bold">
          Find a Property by Location
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {areas.map((area) => (
            <li key={area.id} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{area.name}</h3>
              <ul className="mt-3 space-y-1">
                {KINDS.map((k) => (
                  <li key={k.type}>
                    <AppLink href={areaHref(area.id, k.type)} className="text-brand-dark hover:underline">
                      {k.label}
                      <span className="sr-only"> in {area.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
