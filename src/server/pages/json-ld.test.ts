import { describe, expect, it } from 'vitest'
import { listingDto } from '~/testing/listing-dto'
import type { RealtorDto } from '~/shared/types/realtor'
import { listingJsonLd, listingTitle, realtorJsonLd } from './json-ld'

const url = 'https://haven.ng/listings/455/3-bedroom-terrace-in-lekki-phase-1-455'
const image = 'https://haven.ng/media/listings/a.jpg'

describe('schema.org data of a listing page', () => {
  it('is a RealEstateListing with its Offer (price, currency, availability) and its Place', () => {
    const listing = listingDto()
    expect(listingJsonLd(listing, url, image)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: listing.title,
      description: listing.description,
      url,
      image,
      datePosted: listing.published_at ?? listing.created_at,
      offers: {
        '@type': 'Offer',
        price: 185_000_000,
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
      contentLocation: {
        '@type': 'Place',
        name: listing.display_address,
        address: { '@type': 'PostalAddress', streetAddress: listing.display_address, addressRegion: listing.state, addressCountry: 'NG' },
      },
    })
  })

  it('says when it is sold or let, and leaves out an image it does not have', () => {
    const ld = listingJsonLd(listingDto({ is_sold: true, category: 'For rent', currency: 'USD', asking_price: 2500 }), url, undefined)
    expect(ld.offers).toMatchObject({ price: 2500, priceCurrency: 'USD', availability: 'https://schema.org/SoldOut', businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' })
    expect(ld).not.toHaveProperty('image')
  })

  it('titles the page with the formatted price', () => {
    expect(listingTitle(listingDto())).toBe('3-bedroom terrace in Lekki Phase 1 — ₦185,000,000')
  })
})

describe('schema.org data of a realtor page', () => {
  it('is a RealEstateAgent serving the realtor’s cities', () => {
    const realtor = { id: 3, username: 'ada', first_name: 'Ada', last_name: 'Obi', image_url: null, city_served: 'Lekki, Ikoyi ,', description: 'Helps.' } as unknown as RealtorDto
    expect(realtorJsonLd(realtor, 'https://haven.ng/find-trusted-realtors/3/ada', undefined)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Ada Obi',
      description: 'Helps.',
      url: 'https://haven.ng/find-trusted-realtors/3/ada',
      areaServed: ['Lekki', 'Ikoyi'],
    })
  })
})
