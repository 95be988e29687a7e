import { AppLink } from '~/components/ui/app-link'
import { BUY_PROPERTY_HREF } from '~/components/layout/nav-items'

/** The 404 page (written to 404.html for every tenant). */
export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-dark">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-600">The page you asked for does not exist or has moved. These may help:</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <AppLink href="/" className="rounded-lg bg-brand px-6 py-3 font-semibold text-brand-ink hover:opacity-90">
          Back to home
        </AppLink>
        <AppLink href={BUY_PROPERTY_HREF} className="rounded-lg border border-gray-300 px-6 py-3 font-semibold hover:bg-gray-50">
          Browse properties
        </AppLink>
      </div>
    </section>
  )
}
