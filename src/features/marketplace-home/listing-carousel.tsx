import { CAROUSEL_CARD_SIZES } from '~/shared/media-sizes'
import { ListingCard } from '~/features/listings/components/listing-card'
import { ListingsSkeleton } from '~/features/listings/components/listings-grid'
import type { ListingDto } from '~/shared/types/listing'
import { useEmblaLater } from './use-embla-later'

const arrow = 'rounded-full border border-gray-300 bg-white p-2 text-gray-900 shadow-sm hover:bg-gray-50 disabled:opacity-40'

/** 4 skeleton cards while a carousel loads (000 §9); as many as fit the width. */
export function CarouselSkeleton() {
  return <ListingsSkeleton count={4} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4" itemClass={(i) => (i === 0 ? '' : i === 1 ? 'hidden sm:block' : 'hidden lg:block')} />
}

/** Listing cards in a row that slides; it loops only with more than 3 cards (000 §9). */
/** `priority`: the page's first row, whose first photo is fetched at once. */
export function ListingCarousel({ listings, label, priority = false }: { listings: readonly ListingDto[]; label: string; priority?: boolean }) {
  const loop = listings.length > 3
  const [viewport, embla] = useEmblaLater({ loop, align: 'start' })
  return (
    <div aria-roledescription="carousel" aria-label={label}>
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ml-5 flex">
          {listings.map((l, i) => (
            <li key={l.id} className="min-w-0 flex-[0_0_88%] pl-5 sm:flex-[0_0_50%] lg:flex-[0_0_25%]" aria-roledescription="slide" aria-label={`${i + 1} of ${listings.length}`}>
              <ListingCard listing={l} sizes={CAROUSEL_CARD_SIZES} eager={priority && i === 0} />
            </li>
          ))}
        </ul>
      </div>
      {listings.length > 1 && (
        <div className="mt-4 flex justify-end gap-2">
          <button type="button" className={arrow} aria-label={`Previous in ${label}`} onClick={() => embla?.scrollPrev()}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
          <button type="button" className={arrow} aria-label={`Next in ${label}`} onClick={() => embla?.scrollNext()}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 18l6-6-6-6" /></svg>
          </button>
        </div>
      )}
    </div>
  )
}
