import { describe, expect, it } from 'vitest'
import { call, TEST_SEED, useTestDb } from './api-test-db'

useTestDb()

describe('GET /indexing/filter-options', () => {
  it('gives the filter bar its states, areas, types, statuses, bedrooms, currencies, sorts and prices', async () => {
    const { status, body } = await call('/indexing/filter-options')
    expect(status).toBe(200)
    const d = body.data
    expect(d.states.map((s: { name: string }) => s.name)).toEqual(['Lagos', 'Abuja', 'Ogun'])
    const lagosAreas = d.states[0].areas.map((a: { id: number; name: string }) => [a.id, a.name])
    expect(lagosAreas).toEqual(
      expect.arrayContaining([
        [1, 'Ikoyi'],
        [2, 'Victoria Island'],
        [21, 'Lekki Phase 1'],
        [22, 'Ikate Lekki'],
      ]),
    )
    expect(d.property_statuses.map((s: { label: string }) => s.label)).toEqual([
      'All',
      'Completed',
      'Ongoing',
      'Off-Plan',
    ])
    expect(d.bedrooms.at(-1)).toEqual({ value: 6, label: '6+' })
    expect(d.sort_options).toEqual([
      { value: 'highest_price', label: 'Highest price' },
      { value: 'lowest_price', label: 'Lowest price' },
      { value: 'popular', label: 'Popular listings' },
      { value: 'new', label: 'New listings' },
      { value: 'price_drop', label: 'Price drops' },
    ])
    expect(d.currencies.map((c: { symbol: string }) => c.symbol)).toEqual(['₦', '$', '€', '£'])
    expect(d.price_ranges.NGN['For sale'].length).toBeGreaterThan(3)
  })
})

describe('GET /indexing/location-search', () => {
  it('ranks prefix matches first and caps the list', async () => {
    const { body } = await call('/indexing/location-search?inputText=lekki')
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.length).toBeLessThanOrEqual(10)
    expect(body.data[0].address.toLowerCase().startsWith('lekki')).toBe(true)
    for (const item of body.data) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining(['address', 'neighborhood_id', 'area_id', 'axis_id', 'state']),
      )
    }
  })

  it('matches later words and whole areas with their ids', async () => {
    const { body } = await call('/indexing/location-search?inputText=Victoria')
    expect(body.data[0]).toMatchObject({
      address: 'Victoria Island, Lagos',
      area_id: 2,
      axis_id: 1,
      state: 'Lagos',
      neighborhood_id: null,
    })
    const word = await call('/indexing/location-search?inputText=phase')
    expect(word.body.data.some((o: { area_id: number }) => o.area_id === 21)).toBe(true)
  })

  it('answers an empty list when nothing matches, and treats wildcards literally', async () => {
    expect((await call('/indexing/location-search?inputText=zzzz')).body.data).toEqual([])
    expect((await call('/indexing/location-search?inputText=%25')).body.data).toEqual([])
  })
})

describe('similar properties', () => {
  it('get-similar-property: up to 6 like a listing, never the listing itself', async () => {
    const { status, body } = await call('/indexing/get-similar-property?listing_id=1')
    expect(status).toBe(200)
    expect(body.data.length).toBeLessThanOrEqual(6)
    const base = (await call('/indexing/listings-search?id=1')).body.data
    for (const l of body.data) {
      expect(l.id).not.toBe(1)
      expect([l.state, l.category]).toEqual([base.state, base.category])
      expect(l.asking_price_ngn).toBeGreaterThanOrEqual(base.asking_price_ngn / 3)
    }
    // Same area ranks first.
    const sameArea = body.data.map((l: { area_id: number }) => l.area_id === base.area_id)
    expect([...sameArea].sort((a, b) => Number(b) - Number(a))).toEqual(sameArea)
  })

  it("get-similar-property: 'Similar properties not found' when there are none", async () => {
    const { status, body } = await call('/indexing/get-similar-property?state=Kano')
    expect([status, body.message]).toEqual([404, 'Similar properties not found'])
  })

  it('get-similar-properties: relaxes the filters of an empty search, and may be empty', async () => {
    const exact = await call(
      '/indexing/listings-search?state=Lagos&area_id=21&bedrooms=6&min_amount=999999999999',
    )
    expect(exact.body.data).toEqual([])
    const { status, body } = await call(
      '/indexing/get-similar-properties?state=Lagos&area_id=21&bedrooms=6&limit=8',
    )
    expect(status).toBe(200)
    expect(body.data.length).toBe(8)
    for (const l of body.data) expect(l.state).toBe('Lagos')
    const none = await call('/indexing/get-similar-properties?state=Kano')
    expect([none.status, none.body.data]).toEqual([200, []])
  })
})

describe('realtors', () => {
  it('GET /sales-advisors/realtors lists every realtor with every field', async () => {
    const { body } = await call('/sales-advisors/realtors')
    expect(body.data).toHaveLength(TEST_SEED.realtors)
    expect(body.metadata.total).toBe(TEST_SEED.realtors)
    const r = body.data[0]
    for (const f of [
      'id',
      'username',
      'first_name',
      'last_name',
      'image_url',
      'city_served',
      'available_unit',
      'email',
      'phone_number',
      'years_of_experience',
      'total_value',
      'price_range',
      'description',
    ]) {
      expect(r, f).toHaveProperty(f)
    }
    expect(r.price_range).toMatch(/^\d+ - \d+$/)
  })

  it('GET /sales-advisors/realtors/username/{username} finds one, or 404s', async () => {
    const list = (await call('/sales-advisors/realtors')).body.data
    const { body } = await call(
      `/sales-advisors/realtors/username/${list[2].username.toUpperCase()}`,
    )
    expect(body.data.id).toBe(list[2].id)
    const missing = await call('/sales-advisors/realtors/username/nobody')
    expect([missing.status, missing.body.message]).toEqual([404, 'Realtor not found'])
  })
})
