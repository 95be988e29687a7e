import { describe, expect, it } from 'vitest'
import { NEW_SEARCH_HREF, savedSearchHref, suggestTitle, toSavedQuery } from './search-query'

describe('saved search query', () => {
  it('keeps the filters and the sort, not the page or the page size', () => {
    expect(toSavedQuery({ state: 'Lagos', property_status: 'Completed', sort_by: 'lowest_price', limit: '10', page: '3' })).toBe(
      'state=Lagos&property_status=Completed&sort_by=lowest_price',
    )
    expect(toSavedQuery({ state: 'Lagos', verified: '1', page: '2' })).toBe('state=Lagos&verified=1')
    expect(savedSearchHref('state=Lagos&bedrooms=3')).toBe('/listings?state=Lagos&bedrooms=3')
    expect(savedSearchHref('')).toBe('/listings')
    expect(NEW_SEARCH_HREF).toBe('/listings?state=Lagos')
  })

  it('suggests a title from the location, status and other filters', () => {
    expect(suggestTitle({ state: 'Lagos', property_status: 'Completed', sort_by: 'lowest_price' })).toBe('Completed properties in Lagos')
    expect(suggestTitle({ state: 'Lagos', display_address: 'Admiralty Way', bedrooms: '3', property_sub_type: 'Flat', category: 'For rent' })).toBe(
      '3 bedroom flat for rent in Admiralty Way',
    )
    expect(suggestTitle({ bedrooms: '6', property_type: 'House' })).toBe('6+ bedroom house')
    // The place picked, by its name (issue 23 item 6), not the state around it.
    expect(suggestTitle({ state: 'Lagos', neighborhood_id: '21', place: 'Lekki Phase 1, Lagos', property_status: 'Completed', category: 'For sale' })).toBe(
      'Completed properties for sale in Lekki Phase 1, Lagos',
    )
    expect(suggestTitle({})).toBe('Properties')
    expect(suggestTitle({ state: 'Lagos', property_status: 'Completed', verified: '1' })).toBe('Verified completed properties in Lagos')
    expect(suggestTitle({ property_type: 'Land', verified: '0' })).toBe('Land')
    expect(suggestTitle({ state: 'x'.repeat(120) })).toHaveLength(80)
  })
})
