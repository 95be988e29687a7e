import { useEffect, useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { useSelectedSlide } from '~/features/listings/components/use-selected-slide'
import { useDataSaver } from '~/lib/data-saver'
import { useTenant } from '~/lib/tenant'
import { useEmblaLater } from './use-embla-later'

/** 001 §2: the banners advance every 7.5 seconds and loop. */
export const BANNER_AUTOPLAY_MS = 7500

const cta = 'mt-5 inline-flex rounded-lg px-5 py-2.5 font-semibold'

/** Refer-a-friend and 'Book Us Now' (001 §2 marketplace home), auto-advancing (not with data saver: decision 055), pausable. */
export function BannerCarousel() {
  const tenant = useTenant()
  const [viewport, embla] = useEmblaLater({ loop: true })
  const selected = useSelectedSlide(embla)
  const [paused, setPaused] = useState(false)
  const saver = useDataSaver()
  useEffect(() => {
    if (!embla || paused || saver || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => embla.scrollNext(), BANNER_AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [embla, paused, saver])

  const banners = [
    // The tenant's own colour (decision 018 makes its ink readable on it), never one brand's green.
    <div key="refer" data-testid="refer-banner" className="flex h-full flex-col justify-center bg-brand p-6 text-brand-ink md:p-10">
      <p className="text-sm font-semibold uppercase tracking-widest">Refer a friend</p>
      <h2 className="mt-2 max-w-xl text-2xl font-bold md:text-3xl">Earn 30% of our success fee when someone you refer buys a property.</h2>
      <p className="mt-2 max-w-xl">Share your link. When they buy through {tenant.display_name}, you are paid.</p>
      <AppLink href="/referrals" className={`${cta} self-start bg-white text-gray-900`}>
        Get your referral link
      </AppLink>
    </div>,
    <div key="book" className="flex h-full flex-col justify-center bg-gradient-to-br from-slate-900 to-slate-700 p-6 text-white md:p-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-white/85">Due diligence</p>
      <h2 className="mt-2 max-w-xl text-2xl font-bold md:text-3xl">Found a property elsewhere? Have our lawyers check it before you pay.</h2>
      <p className="mt-2 max-w-xl text-white/90">Title search, survey check and a plain-language report, typically within 1 to 5 business days.</p>
      <AppLink href={tenant.external.verify} external className={`${cta} self-start bg-white text-gray-900`}>
        Book Us Now
      </AppLink>
    </div>,
  ]

  return (
    <section aria-roledescription="carousel" aria-label="Offers" className="mx-auto max-w-7xl px-4 pt-10" onPointerEnter={() => setPaused(true)} onPointerLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div ref={viewport} className="overflow-hidden rounded-2xl">
        <div className="flex">
          {banners.map((b, i) => (
            <div key={b.key} className="min-h-[260px] min-w-0 flex-[0_0_100%]" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${banners.length}`} inert={i !== selected}>
              {b}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex justify-center gap-2">
        {banners.map((b, i) => (
          <button key={b.key} type="button" aria-label={`Show offer ${i + 1}`} aria-current={i === selected || undefined} onClick={() => embla?.scrollTo(i)} className={`h-2.5 rounded-full transition-all ${i === selected ? 'w-6 bg-brand-dark' : 'w-2.5 bg-gray-300'}`} />
        ))}
      </div>
    </section>
  )
}
