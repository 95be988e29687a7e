import type { ListingDto } from '~/shared/types/listing'
import { ListingCard } from './listing-card'
import { GRID } from './listings-placeholders'

// Apart, so a page that shows only these (/transactions) does not load the cards' code (decision 052).
export { ListingsEmpty, ListingsSkeleton } from './listings-placeholders'

/** 1 to 4 columns of listing cards (000 §2). */
export function ListingsGrid({ listings, priority = false }: { listings: readonly ListingDto[]; priority?: boolean }) {
  return (
    <ul className={GRID}>
      {listings.map((l, i) => (
        <li key={l.id}>
          {/* The first card is above the fold on every width: its photo loads at once; the rest as they near the screen. */}
          <ListingCard listing={l} eager={priority && i === 0} />
        </li>
      ))}
    </ul>
  )
}
