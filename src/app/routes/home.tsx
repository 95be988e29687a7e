import { useTenant } from '~/lib/tenant'

export function Component() {
  const tenant = useTenant()
  return (
    <section className="bg-brand-light">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <p className="text-brand font-semibold">{tenant.tagline}</p>
        <h1 className="mt-3 text-4xl md:text-5xl font-bold max-w-3xl">{tenant.headline}</h1>
        <a href="/listings?state=Lagos&property_status=Completed" className="mt-8 inline-block rounded-lg bg-brand text-brand-ink px-6 py-3 font-semibold">
          Start House Hunting
        </a>
      </div>
    </section>
  )
}
