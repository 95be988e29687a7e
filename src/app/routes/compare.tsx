import { useSearchParams } from 'react-router-dom'
import { ComparePage } from '~/features/listings/compare/compare-page'

/** /compare?ids=…: listings side by side (issue 25). */
export function Component() {
  const [params] = useSearchParams()
  return <ComparePage idsParam={params.get('ids')} />
}
