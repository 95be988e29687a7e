import { lazy, Suspense, useState } from 'react'

const GuideModal = lazy(() => import('./guide-modal'))

/** The free buyer's guide: a band that opens 'Download your copy of the guide'. */
export function GuideOffer() {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="guide-title" className="bg-brand-light">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="guide-title" className="text-2xl font-bold">
            Buying from abroad? Read this first.
          </h2>
          <p className="mt-2 max-w-2xl text-gray-800">Our free guide walks you through titles, inspections, escrow and closing, and the tricks fraudsters use on buyers who cannot visit.</p>
        </div>
        <button type="button" onClick={() => setOpen(true)} className="shrink-0 rounded-lg bg-brand-dark px-5 py-3 font-semibold text-white hover:opacity-90">
          Get the free guide
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <GuideModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
