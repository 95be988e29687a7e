import { useEffect, useRef, useState, type FormEvent } from 'react'
import { BUY_PROPERTY_HREF } from '~/components/layout/nav-items'
import { useNavigateTo } from '~/components/ui/app-link'
import { locationParams, typedLocationParams } from '~/features/listings/filters/filter-rules'
import { LocationCombobox } from '~/features/listings/filters/location-combobox'
import { useTenant } from '~/lib/tenant'

/** Picking a suggestion opens /listings with that place's ids (000 §2 query parameters). */
export function listingsHrefFor(params: Record<string, string | undefined>): string {
  const qs = new URLSearchParams({ property_status: 'Completed' })
  for (const [k, v] of Object.entries(params)) if (v !== undefined) qs.set(k, v)
  return `/listings?${qs}`
}

/**
 * A place picked opens /listings with its ids; typed text (Enter or Search) searches it as the
 * `location` filter; nothing typed browses everything (issue 23 item 4).
 */
function SearchBar() {
  const navigate = useNavigateTo()
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const text = String(new FormData(e.currentTarget).get('location') ?? '').trim()
    navigate(text ? listingsHrefFor(typedLocationParams(text)) : BUY_PROPERTY_HREF)
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2 rounded-xl bg-white p-3 text-gray-900 shadow-lg">
      <div className="min-w-0 flex-1">
        <LocationCombobox name="location" initial="" onPick={(pick) => navigate(listingsHrefFor(locationParams(pick)))} />
      </div>
      <button type="submit" className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90">
        Search
      </button>
    </form>
  )
}

/**
 * The marketplace hero (001 §2): the tenant's headline and tagline, and the location search,
 * which stays fixed at the top once the hero has scrolled out of view.
 */
export function HeroSearch() {
  const tenant = useTenant()
  const anchor = useRef<HTMLDivElement>(null)
  const [pinned, setPinned] = useState(false)
  useEffect(() => {
    const el = anchor.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(([entry]) => setPinned(!entry!.isIntersecting && entry!.boundingClientRect.top < 0))
    io.observe(el)
    return () => io.disconnect()
  }, [])
  return (
    // The header steps aside once the hero is gone (000 §2), so the pinned bar is the one bar on top
    // (issue 23: a faded header showed through behind it).
    <section data-hero data-hide-header-after-hero className="bg-brand-dark text-white">
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-12 md:pb-16 md:pt-20">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/85">{tenant.tagline}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight md:text-5xl">{tenant.headline}</h1>
        <p className="mt-4 max-w-2xl text-white/90 md:text-lg">Every listing shows which checks it has passed, and your money waits in escrow until the title is clean.</p>
        {/* Holds the bar's place while it is pinned, so nothing below jumps. */}
        <div ref={anchor} className="mt-8 min-h-[84px]">
          <div className={pinned ? 'fixed inset-x-0 top-0 z-50 bg-white px-4 py-2 shadow-md' : ''}>
            <div className={pinned ? 'mx-auto max-w-3xl' : 'max-w-3xl'}>
              <SearchBar />
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
