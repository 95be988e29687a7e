import { AppLink } from '~/components/ui/app-link'
import { useTenant } from '~/lib/tenant'
import { articleUrl, PRESS_ARTICLES } from './press-articles'

/** The press page's article cards, each opening its article on the tenant's blog in a new tab. */
export function PressArticleList() {
  const tenant = useTenant()
  // Dates are calendar days: formatted in UTC so no time zone moves them.
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {PRESS_ARTICLES.map((a) => (
        <li key={a.slug} className="relative flex flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white shadow-sm transition hover:shadow-md">
          <img src={a.image} alt="" width={480} height={270} loading="lazy" decoding="async" className="aspect-[16/9] w-full bg-brand-light object-cover" />
          <div className="flex flex-1 flex-col p-6">
            <p className="text-sm text-gray-500">
              <time dateTime={a.date}>{date.format(new Date(a.date))}</time> · {tenant.display_name} blog
            </p>
            <h3 className="mt-2 text-lg font-semibold leading-snug">
              <AppLink href={articleUrl(tenant.external.blog, a.slug)} external className="after:absolute after:inset-0 hover:text-brand-dark hover:underline">
                {a.title}
              </AppLink>
            </h3>
            <p className="mt-2 text-gray-600">{a.description}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
