import { Link } from 'react-router-dom'
import useSWR from 'swr'
import { api } from '~/lib/api-client'
import { locationParams, type LocationPick } from '../filters/filter-rules'

/** The same search with a place picked instead of the typed text. */
function hrefFor(query: Record<string, string>, pick: LocationPick): string {
  const qs = new URLSearchParams(query)
  for (const [k, v] of Object.entries(locationParams(pick))) {
    if (v === undefined) qs.delete(k)
    else qs.set(k, v)
  }
  return `/listings?${qs}`
}

/**
 * Typed text that matched no listing ('Lekky' then Enter, issue 23 item 4): the places the
 * location search finds for it — its near misses by trigram similarity — offered as links. Nothing
 * when the text names a real place (it merely has no listings for these filters).
 */
export function DidYouMean({ query }: { query: Record<string, string> }) {
  const text = query.location?.trim() ?? ''
  const { data } = useSWR(text ? ['did-you-mean', text] : null, () =>
    api<LocationPick[]>('/indexing/location-search', { query: { inputText: text }, silent: true }).then((r) => r.data.slice(0, 3)),
  )
  // A place that exists but has no listings here is not a misspelling.
  if (!data?.length || data.some((p) => p.address.toLowerCase().includes(text.toLowerCase()))) return null
  return (
    <p className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-gray-900">
      Nothing matches ‘{text}’. Did you mean{' '}
      {data.map((pick, i) => (
        <span key={`${pick.type}-${pick.address}`}>
          {i > 0 && (i === data.length - 1 ? ' or ' : ', ')}
          <Link to={hrefFor(query, pick)} className="font-semibold text-brand-dark underline">
            {pick.address}
          </Link>
        </span>
      ))}
      ?
    </p>
  )
}
