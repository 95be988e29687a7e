import { useParams } from 'react-router-dom'
import { ListingDetail } from '~/features/listings/detail/listing-detail'

/** /listings/:id/:slug and /listings/:slug: one listing (000 §2). */
export function Component() {
  const { id, slug } = useParams()
  return <ListingDetail id={id} slug={slug} />
}
