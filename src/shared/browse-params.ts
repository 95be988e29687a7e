import { parseAmount } from './format/number'

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
