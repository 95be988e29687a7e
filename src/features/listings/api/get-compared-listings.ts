import { api, ApiError } from '~/lib/api-client'
import { useSWR } from '~/lib/swr'
import type { ListingDto } from '~/shared/types/listing'

/**
 * The listings of /compare, each as its page has it (checks included), fetched together; a
 * listing that no longer exists is null, so its column can say so.
 */
export function useComparedListings(ids: readonly number[]) {
  return useSWR(ids.length ? ['compare', ...ids] : null, () =>
    Promise.all(
      ids.map((id) =>
        api<ListingDto>('/indexing/listings-search', { query: { id }, silent: true }).then(
          (r) => r.data,
          (err: unknown) => {
            if (err instanceof ApiError && err.statusCode === 404) return null
            throw err
          },
        ),
      ),
    ),
  )
}
