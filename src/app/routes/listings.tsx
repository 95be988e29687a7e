import { ListingsResults } from '~/features/listings/browse/listings-results'

/** /listings: search results for the URL's filters. */
export function Component() {
  return <ListingsResults />
}
