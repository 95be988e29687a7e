import { api } from '~/lib/api-client'
import { useSession } from '~/lib/session'
import { useSWRInfinite } from '~/lib/swr'
import { DEFAULT_SORT } from '~/shared/format/listing-labels'
import type { ListingDto } from '~/shared/types/listing'
import type { ListingsMetadata } from '~/features/listings/api/get-listings'
import { isLastPage } from '~/features/listings/api/get-listings-pages'
import { favouritesPageKey } from './keys'

/** GET /favourite's query under the URL's filters: 10 a page, sorted as /listings is by default. */
export const FAVOURITES_QUERY: Readonly<Record<string, string>> = { sort_by: DEFAULT_SORT, limit: '10' }

const getFavourites = (query: Record<string, string>, page: number) =>
  api<ListingDto[], ListingsMetadata>('/favourite', { query: { ...query, page } })

/**
 * The signed-in person's favourites, page by page like the browse (nothing when signed out). Read
 * again whenever the list is shown: a heart anywhere else changes it.
 */
export function useFavouritePages(query: Record<string, string>) {
  const s = useSession()
  return useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof getFavourites>> | null) => (!s || isLastPage(previous) ? null : favouritesPageKey(s, query, index + 1)),
    (key) => getFavourites(query, Number(key.at(-1))),
    { revalidateFirstPage: false, revalidateOnMount: true },
  )
}
