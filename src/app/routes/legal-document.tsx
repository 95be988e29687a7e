import { useRouteId } from '~/lib/route-context'
import { ContentBlock } from '~/lib/content'

export function Component() {
  const id = useRouteId()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <ContentBlock contentKey={`legal/${id}`} className="legal-prose" />
    </article>
  )
}
