import { describe, expect, it } from 'vitest'
import { AREAS, locationPath } from '~/server/catalogue/locations/nigeria-locations'
import { STREETS_BY_AREA } from './area-streets'
import { createListing } from './create-listing'

/** Issue 23 item 7 (decision 043): the seed says only what is geographically and physically true. */
describe('seeded listings', () => {
  const listings = Array.from({ length: 600 }, (_, i) => createListing({}, i + 1))

  it('put every street in its own area', () => {
    for (const l of listings) {
      const area = locationPath(l.neighborhood_id!)!.area_id
      const street = l.display_address!.split(',')[0]!
      expect([l.property_id, STREETS_BY_AREA[area]]).toEqual([l.property_id, expect.arrayContaining([street])])
    }
    expect(listings.some((l) => /Ozumba Mbadiwe Avenue, Ibeju-Lekki/.test(l.address!))).toBe(false)
    for (const [id] of AREAS) expect(STREETS_BY_AREA[id], `area ${id}`).toBeTruthy()
  })

  it('give each type plausible floors: a bungalow 1, a duplex 2, land none', () => {
    const floors = (sub: string) => [...new Set(listings.filter((l) => l.property_sub_type === sub).map((l) => l.floors))]
    expect(floors('Bungalow')).toEqual([1])
    expect(floors('Detached duplex')).toEqual([2])
    expect(floors('Residential land')).toEqual([null])
    for (const l of listings.filter((x) => x.property_type === 'Apartment')) expect(l.floors).toBeGreaterThanOrEqual(3)
  })

  it('include Abuja districts', () => {
    const abuja = new Set(listings.filter((l) => l.address!.endsWith('Abuja')).map((l) => locationPath(l.neighborhood_id!)!.area_label))
    expect([...abuja]).toEqual(expect.arrayContaining(['Maitama', 'Asokoro', 'Wuse 2', 'Gwarinpa']))
  })
})
