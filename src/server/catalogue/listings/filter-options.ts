import type { Db } from '~/server/db/db'
import { listingWhere } from './listing-where'
import {
  CATEGORIES,
  CURRENCY_SYMBOLS,
  LISTING_CURRENCIES,
  PROPERTY_TYPES,
  SORT_OPTIONS,
  STATUS_OPTIONS,
} from '~/shared/schemas/catalogue-enums'

interface AreaOption {
  id: number
  name: string
  axis_id: number
  axis: string
  listings: number
}
interface StateOption {
  id: number
  name: string
  listings: number
  areas: AreaOption[]
}

const BEDROOMS = [1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: n === 6 ? '6+' : String(n) }))

/** Preset bands per currency and category; the bar still accepts any typed amount. */
const PRICE_STEPS: Record<string, Record<string, number[]>> = {
  NGN: {
    'For sale': [10e6, 25e6, 50e6, 100e6, 200e6, 350e6, 500e6, 1e9, 2e9, 5e9],
    'For rent': [500e3, 1e6, 2e6, 3.5e6, 5e6, 8e6, 12e6, 20e6, 35e6, 60e6],
  },
  USD: {
    'For sale': [50e3, 100e3, 250e3, 500e3, 1e6, 2e6, 5e6],
    'For rent': [5e3, 10e3, 25e3, 50e3, 100e3],
  },
  EUR: {
    'For sale': [50e3, 100e3, 250e3, 500e3, 1e6, 2e6, 5e6],
    'For rent': [5e3, 10e3, 25e3, 50e3, 100e3],
  },
  GBP: {
    'For sale': [50e3, 100e3, 250e3, 500e3, 1e6, 2e6, 5e6],
    'For rent': [5e3, 10e3, 25e3, 50e3, 100e3],
  },
}

/** Everything the filter bar needs in one call (docs/decisions/013-filter-options.md). */
export async function filterOptions(db: Db) {
  // Counts of what a search can find: sold, let and long-unconfirmed listings are not (decision 035).
  const listed = listingWhere({})
  const rows = await db.query<{
    state_id: number
    state: string
    area_id: number
    area: string
    axis_id: number
    axis: string
    listings: number
  }>(
    `select s.id as state_id, s.name as state, a.id as area_id, a.name as area, x.id as axis_id, x.name as axis,
            coalesce(c.n, 0)::int as listings
     from location_areas a join location_axes x on x.id = a.axis_id join location_states s on s.id = x.state_id
     left join (select area_id, count(*) as n from listings l where ${listed.where} group by area_id) c
       on c.area_id = a.id
     order by s.id, a.name`,
    listed.params,
  )
  const states = new Map<number, StateOption>()
  for (const r of rows) {
    const state = states.get(r.state_id) ?? {
      id: r.state_id,
      name: r.state,
      listings: 0,
      areas: [],
    }
    state.listings += r.listings
    state.areas.push({
      id: r.area_id,
      name: r.area,
      axis_id: r.axis_id,
      axis: r.axis,
      listings: r.listings,
    })
    states.set(r.state_id, state)
  }
  return {
    states: [...states.values()],
    categories: CATEGORIES.map((c) => ({ value: c, label: c })),
    property_types: Object.entries(PROPERTY_TYPES).map(([value, subs]) => ({
      value,
      label: value,
      has_rooms: value !== 'Land',
      sub_types: subs.map((s) => ({ value: s, label: s })),
    })),
    property_statuses: STATUS_OPTIONS,
    bedrooms: BEDROOMS,
    bathrooms: BEDROOMS,
    currencies: LISTING_CURRENCIES.map((c) => ({
      value: c,
      label: c,
      symbol: CURRENCY_SYMBOLS[c],
    })),
    sort_options: SORT_OPTIONS,
    default_sort: 'lowest_price',
    price_ranges: Object.fromEntries(
      Object.entries(PRICE_STEPS).map(([currency, byCategory]) => [
        currency,
        Object.fromEntries(
          Object.entries(byCategory).map(([cat, steps]) => [
            cat,
            steps.map((s) => ({ value: s, label: abbreviate(s) })),
          ]),
        ),
      ]),
    ),
  }
}

function abbreviate(n: number): string {
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ]
  for (const [size, suffix] of units)
    if (n >= size) return `${Number((n / size).toFixed(1))}${suffix}`
  return String(n)
}
