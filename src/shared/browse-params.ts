import * as v from 'valibot'
import { parseAmount } from './format/number'
import { DEFAULT_LISTINGS_QUERY } from './marketplace-keys'
import { ListingSearchQuerySchema } from './schemas/listing-filters'

/**
 * What a browse URL means, read the same way by the filter bar, the page function and a plain
 * GET form sent without JavaScript (decision 056).
 */

/** `place` is the name of the place picked, kept for the filter bar, its chips and a saved search's title. */
export const LOCATION_PARAMS = ['neighborhood_id', 'area_id', 'axis_id', 'state', 'display_address', 'location', 'place'] as const

export const noLocation = (): Record<string, string | undefined> => Object.fromEntries(LOCATION_PARAMS.map((k) => [k, undefined]))

/**
 * Text typed and submitted without picking a suggestion (issue 23 item 4): the `location` filter,
 * a substring of a listing's address, neighbourhood, area, axis and state, in any state (an empty
 * `state` overrides the Lagos default; the API reads a blank value as none).
 */
export function typedLocationParams(text: string): Record<string, string | undefined> {
  const needle = text.trim()
  return needle ? { ...noLocation(), location: needle, state: '' } : noLocation()
}

/**
 * 000 §5 price filter: digits only; max applies only when greater than min, otherwise it is
 * cleared. Returns the URL values (undefined = no parameter).
 */
export function priceParams(minText: string, maxText: string): { min_amount?: string; max_amount?: string } {
  const min = parseAmount(minText)
  const max = parseAmount(maxText)
  const minOk = min !== null && min > 0 ? min : null
  const maxOk = max !== null && max > 0 && (minOk === null || max > minOk) ? max : null
  return { min_amount: minOk === null ? undefined : String(minOk), max_amount: maxOk === null ? undefined : String(maxOk) }
}

/** The highest page number read; past it is past any catalogue (the page function sends the last page). */
const PAGE_MAX = 100_000

/** The results page a URL asks for: a whole number from 1; anything else is page 1. */
export function pageParam(search: URLSearchParams): number {
  const raw = search.get('page')?.trim() ?? ''
  if (!/^\d{1,6}$/.test(raw)) return 1
  const n = Number(raw)
  return n >= 1 && n <= PAGE_MAX ? n : 1
}

/** The same search on another results page (page 1 carries no `page`). */
export function pageSearch(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search)
  if (page > 1) next.set('page', String(page))
  else next.delete('page')
  return next
}

/** '?…' for a search with parameters, '' for none. */
export const queryString = (search: URLSearchParams) => (search.size ? `?${search}` : '')

/** Parameters whose blank value means something: it overrides the default browse ('' state = any state). */
const BLANK_MEANS_ANY = new Set(Object.keys(DEFAULT_LISTINGS_QUERY))

/**
 * The search a form sent, in the shape the filter bar writes it. A GET form sends every control,
 * blank or not, and the location field as text beside the place it showed; a hand-edited URL may
 * carry a value the API refuses. Returns the URL the page answers for: one value per name (the
 * last, as the page reads it), blanks gone, the typed place resolved as the bar resolves it, prices
 * as digits, a page number that is one, and any parameter the shared schema refuses left out
 * (the page shows results rather than an error). A URL the bar wrote comes back unchanged.
 */
export function normalizeBrowseSearch(search: URLSearchParams): URLSearchParams {
  const values = new Map<string, string>()
  for (const [k, value] of search) {
    values.delete(k)
    values.set(k, value)
  }
  const set = (changes: Record<string, string | undefined>) => {
    for (const [k, value] of Object.entries(changes)) {
      if (value === undefined) values.delete(k)
      else values.set(k, value)
    }
  }
  // The location field sent beside the place it showed: unchanged keeps the place; new text searches it.
  if (values.has('location')) {
    const text = values.get('location')!.trim()
    const shown = (values.get('place') || values.get('display_address') || '').trim()
    if (text === shown) values.delete('location')
    else set(typedLocationParams(text))
  }
  for (const [k, value] of [...values]) if (value.trim() === '' && !BLANK_MEANS_ANY.has(k)) values.delete(k)
  // One listing's lookup is its own page (/listings/{id}/{slug}), never a filter of the results.
  values.delete('slug')
  values.delete('id')
  const priced = ['min_amount', 'max_amount'].some((k) => values.has(k) && !/^\d+$/.test(values.get(k)!))
  if (priced) set(priceParams(values.get('min_amount') ?? '', values.get('max_amount') ?? ''))
  if (values.has('page')) {
    const page = pageParam(new URLSearchParams({ page: values.get('page')! }))
    if (page > 1) values.set('page', String(page))
    else values.delete('page')
  }
  // A value the API would refuse (bedrooms=abc, limit=500) is dropped, not answered with an error.
  for (let tries = 0; tries < 20; tries++) {
    const checked = v.safeParse(ListingSearchQuerySchema, Object.fromEntries([...values].filter(([, value]) => value.trim() !== '')))
    if (checked.success) break
    const bad = new Set(checked.issues.map((issue) => v.getDotPath(issue)).filter((p): p is string => Boolean(p)))
    if (bad.size === 0) break
    for (const k of bad) values.delete(k)
  }
  return new URLSearchParams([...values])
}
