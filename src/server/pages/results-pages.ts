import { listingPageKey, serializeInfiniteKey } from '~/shared/marketplace-keys'
import { pageParam, pageSearch, queryString } from '~/shared/browse-params'
import { normalizeBrowseSearch } from '~/shared/normalize-browse'
import type { ListingDto } from '~/shared/types/listing'

/** The API app called in-process: status and body (null unless 2xx). */
export type Api = <T>(path: string, query?: Record<string, string>) => Promise<{ status: number; body: { data: T } | null }>

export interface ResultsPage {
  data: ListingDto[]
  metadata?: { page: number; pages: number; total: number }
}

/** One page of listings-search results for a browse query; null when the API refused it. */
export async function pageOf(api: Api, query: Record<string, string>, page = 1): Promise<ResultsPage | null> {
  const { status, body } = await api<ListingDto[]>('/indexing/listings-search', { ...query, page: String(page) })
  return status === 200 && body ? (body as ResultsPage) : null
}

interface Results {
  /** The page of results asked for, as the browser's infinite list starts from it. */
  first: ResultsPage | null
  fallback: Record<string, unknown>
  /** Canonical, previous and next of this results page, under the page's own address. */
  links: (path: string) => { canonical: string; prev?: string; next?: string }
}

const withQuery = (path: string, search: URLSearchParams) => `${path}${queryString(search)}`

/**
 * The results a browse URL asks for (/listings, a realtor's listings), on the page it names
 * (decision 056): a URL sent by the GET form or edited by hand is first answered by a redirect to
 * its tidy form, and a page past the last by the last one, so the browser's infinite list and the
 * numbered links start from the very page painted.
 */
export async function resultsOf(api: Api, url: URL, toQuery: (search: URLSearchParams) => Record<string, string>): Promise<Results | { redirect: string }> {
  const search = normalizeBrowseSearch(url.searchParams)
  if (search.toString() !== new URLSearchParams(url.search).toString()) return { redirect: withQuery(url.pathname, search) }
  const query = toQuery(search)
  const page = pageParam(search)
  const first = await pageOf(api, query, page)
  const pages = first?.metadata?.pages ?? 0
  if (first && page > 1 && page > pages) return { redirect: withQuery(url.pathname, pageSearch(search, pages)) }
  return {
    first,
    fallback: first ? { [serializeInfiniteKey(listingPageKey(query, page))]: [first] } : {},
    links: (path) => ({
      canonical: withQuery(path, search),
      prev: page > 1 ? withQuery(path, pageSearch(search, page - 1)) : undefined,
      next: page < pages ? withQuery(path, pageSearch(search, page + 1)) : undefined,
    }),
  }
}
