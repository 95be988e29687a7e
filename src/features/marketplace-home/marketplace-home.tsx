import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { useNear } from '~/components/ui/photo'
import { BannerCarousel } from './banner-carousel'
import { ExclusiveListings } from './exclusive-listings'
import { FeaturedProperties } from './featured-properties'
import { GuideOffer } from './guide-offer'
import { HeroSearch } from './hero-search'

// Below the fold, fetched as they come near the screen: the page's first load stays in its budget.
const LocationShortcuts = lazy(() => import('./location-shortcuts'))
const DeveloperLogos = lazy(() => import('./developer-logos').then((m) => ({ default: m.DeveloperLogos })))

/** NearScreen's job with the photos' observer, which this page already loads (one chunk fewer). */
function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null)
  const near = useNear(spot, '600px')
  return (
    <div ref={spot} style={near ? undefined : { minHeight }}>
      <Suspense fallback={<div style={{ minHeight }} />}>{near && children}</Suspense>
    </div>
  )
}

/** The marketplace home (001 §2, decision 029): search first, then what is worth seeing. */
export function MarketplaceHome() {
  return (
    <>
      <HeroSearch />
      <BannerCarousel />
      <FeaturedProperties />
      <ExclusiveListings />
      <WhenNear minHeight={560}>
        <LocationShortcuts />
      </WhenNear>
      <GuideOffer />
      <WhenNear minHeight={240}>
        <DeveloperLogos />
      </WhenNear>
    </>
  )
}
