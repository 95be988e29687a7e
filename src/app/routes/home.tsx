import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { AreaShortcuts } from '~/components/marketing/area-shortcuts'
import { ContentSection } from '~/components/marketing/content-section'
import { CTA, CTA_ROW } from '~/components/marketing/cta'
import { CtaBanners } from '~/components/marketing/cta-banners'
import { HeroActions } from '~/components/marketing/hero-actions'
import { PrerenderedHtml } from '~/lib/prerendered-html'
import { useTenant } from '~/lib/tenant'

// The walk-through is fetched when the visitor points at or focuses its link, or clicks it.
const loadExplainer = () => import('~/components/marketing/escrow-explainer')
const prefetch = () => void loadExplainer().catch(() => {})
const EscrowExplainer = lazy<ComponentType<{ onClose: () => void }>>(() => loadExplainer().then((m) => ({ default: m.EscrowExplainer }), () => ({ default: GoToSteps })))

/** When the walk-through cannot load (offline), the link does what it does without JavaScript. */
function GoToSteps({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    onClose()
    window.location.hash = 'how-it-works'
  }, [onClose])
  return null
}

/** 'Watch how it works': opens the walk-through; before hydration it leads to the steps below. */
function WatchHowItWorks() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        href="#how-it-works"
        aria-haspopup="dialog"
        onClick={(e) => {
          e.preventDefault()
          setOpen(true)
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={`${CTA} px-2`}
      >
        <svg viewBox="0 0 32 32" aria-hidden="true" className="h-9 w-9">
          <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M13 10l9 6-9 6z" fill="currentColor" />
        </svg>
        Watch how it works
      </a>
      {open && (
        <Suspense fallback={null}>
          <EscrowExplainer onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

function Hero() {
  const tenant = useTenant()
  return (
    <section data-hero className="bg-brand text-brand-ink">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 md:py-24 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest opacity-80">{tenant.tagline}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight md:text-6xl">{tenant.headline}</h1>
          <p className="mt-6 max-w-2xl text-lg opacity-90">{tenant.description}</p>
          <div className={CTA_ROW}>
            <HeroActions primary="bg-white text-gray-900 shadow" />
            <WatchHowItWorks />
          </div>
        </div>
        <img src="/media/marketing/home-hero.svg" alt="" width={384} height={384} loading="lazy" className="hidden lg:block" />
      </div>
    </section>
  )
}

/** The marketing home (001 §2 "Marketing home"); its section texts are content/marketing/home/*.md. */
export function Component() {
  return (
    <>
      <Hero />
      <ContentSection id="how-it-works" contentKey="marketing/home/how-it-works" layout="mk-steps" />
      <ContentSection contentKey="marketing/home/fraud" layout="mk-cards" className="bg-gray-50" />
      <ContentSection contentKey="marketing/home/own-a-piece" />
      {/* Plain links: built by the prerender, kept by the browser (decision 031). */}
      <PrerenderedHtml contentKey="prerendered/area-shortcuts">{import.meta.env.SSR && <AreaShortcuts />}</PrerenderedHtml>
      <CtaBanners />
    </>
  )
}
