import * as v from 'valibot'
import { priceParams, pageParam, typedLocationParams } from './browse-params'
import { DEFAULT_LISTINGS_QUERY } from './marketplace-keys'
import { ListingSearchQuerySchema } from './schemas/listing-filters'

// Apart from browse-params.ts: the schema it checks with stays out of the browser's bundle.

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
