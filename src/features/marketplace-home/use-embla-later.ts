import type EmblaCarousel from 'embla-carousel'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useState } from 'react'

let engine: Promise<typeof EmblaCarousel> | undefined
const loadEngine = () =>
  (engine ??= import('./embla-engine').then(
    (m) => m.default,
    (err: unknown) => {
      engine = undefined
      throw err
    },
  ))

/**
 * embla on the marketplace home's carousels, started once the page is idle after load, or at once
 * when a visitor points at, touches or tabs into one first (decision 052): the page hydrates
 * without it, and until it starts the first slides show as they were painted. Same answer as
 * embla-carousel-react's hook: a ref for the viewport and the API once it runs. `options` are read
 * once per viewport.
 */
export function useEmblaLater(options: EmblaOptionsType): [(el: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const key = JSON.stringify(options)
  useEffect(() => {
    if (!viewport) return
    let live = true
    let made: EmblaCarouselType | undefined
    const events = ['pointerenter', 'touchstart', 'focusin'] as const
    const start = () => {
      stop()
      loadEngine().then(
        (Embla) => {
          if (!live) return
          made = Embla(viewport, JSON.parse(key) as EmblaOptionsType)
          setApi(made)
        },
        () => {},
      )
    }
    const stop = () => {
      for (const e of events) viewport.removeEventListener(e, start, true)
      window.removeEventListener('load', idle)
      if (handle === undefined) return
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
    let handle: number | undefined
    const idle = () => {
      handle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 1500)
    }
    for (const e of events) viewport.addEventListener(e, start, { capture: true, passive: true })
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
    return () => {
      live = false
      stop()
      made?.destroy()
      setApi(undefined)
    }
  }, [viewport, key])
  return [setViewport, api]
}
