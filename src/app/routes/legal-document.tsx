import { AppLink } from '~/components/ui/app-link'
import { LEGAL_DOCUMENTS } from '~/components/legal/legal-documents'
import { ContentBlock } from '~/lib/content'
import { useRouteId } from '~/lib/route-context'

/** One legal text on its own page (its Markdown carries the h1), with links to the others. */
export function Component() {
  const id = useRouteId()
  const others = LEGAL_DOCUMENTS.filter((d) => d.routeId !== id)
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_16rem]">
      <article>
        <ContentBlock contentKey={`legal/${id}`} className="legal-prose" />
      </article>
      <nav aria-labelledby="other-legal" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="other-legal" className="text-sm font-semibold uppercase tracking-wide text-gray-500">
          Other legal documents
        </h2>
        <ul className="mt-3 space-y-2 border-l border-gray-200 pl-4 text-sm">
          {others.map((d) => (
            <li key={d.routeId}>
              <AppLink href={d.href} className="text-gray-700 hover:text-brand-dark hover:underline">
                {d.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
