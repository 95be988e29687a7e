import { AreaShortcuts } from '~/components/marketing/area-shortcuts'
import { AppLink } from '~/components/ui/app-link'
import { BUY_PROPERTY_HREF } from '~/components/layout/nav-items'
import { useTenant } from '~/lib/tenant'

const button = 'inline-flex items-center justify-center rounded-lg px-6 py-3 font-semibold transition hover:opacity-90'

const STEPS = [
  { title: 'Inspect', text: 'Visit pre-vetted homes yourself, by video, or through someone you trust.' },
  { title: 'Make an offer', text: 'Agree a price with our brokers on your side.' },
  { title: 'Due diligence', text: 'Partner lawyers search the title before any money leaves escrow.' },
  { title: 'Close safely', text: 'The seller is paid when you confirm; then we perfect your title.' },
]

function Hero() {
  const tenant = useTenant()
  const verify = tenant.feature_flag.enable_property_verification
  return (
    <section data-hero className="bg-brand text-brand-ink">
      <div className="mx-auto max-w-7xl px-4 py-20 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest opacity-80">{tenant.tagline}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight md:text-6xl">{tenant.headline}</h1>
        <p className="mt-6 max-w-2xl text-lg opacity-90">{tenant.description}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <AppLink href={BUY_PROPERTY_HREF} className={`${button} bg-white text-gray-900 shadow`}>
            Start House Hunting
          </AppLink>
          {verify && (
            <AppLink href={tenant.external.verify} external className={`${button} border-2 border-current`}>
              Verify a Property
            </AppLink>
          )}
        </div>
      </div>
    </section>
  )
}

function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <h2 id="how-it-works-title" className="text-3xl font-bold">How it works</h2>
        <p className="mt-3 max-w-2xl text-gray-600">Four steps from first viewing to keys in hand, with your money protected all the way.</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-gray-100 bg-gray-50 p-6">
              <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand font-bold text-brand-ink">{i + 1}</span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-gray-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function CallToAction() {
  const tenant = useTenant()
  return (
    <section className="bg-gray-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 md:flex-row md:items-center md:justify-between">
        <h2 className="max-w-xl text-2xl font-bold">Own a piece of home, safely.</h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <AppLink href={tenant.external.marketplace} external className={`${button} bg-brand text-brand-ink`}>
            Browse Properties
          </AppLink>
          {tenant.feature_flag.enable_property_verification && (
            <AppLink href={tenant.external.verify} external className={`${button} border-2 border-white`}>
              Verify Now
            </AppLink>
          )}
        </div>
      </div>
    </section>
  )
}

/** The marketing home (001 §2 "Marketing home"). */
export function Component() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <AreaShortcuts />
      <CallToAction />
    </>
  )
}
