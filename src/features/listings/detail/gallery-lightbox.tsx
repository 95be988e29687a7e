import useEmblaCarousel from 'embla-carousel-react'
import { useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Photo } from '~/components/ui/photo'
import { useDataSaver } from '~/lib/data-saver'
import { useSelectedSlide } from '../components/use-selected-slide'

interface GalleryLightboxProps {
  images: readonly string[]
  start: number
  title: string
  onClose: (index: number) => void
}

const control = 'rounded-full bg-white/15 p-3 text-white hover:bg-white/25 focus-visible:outline-white'

/** Focus now; everything else inert and still after the next frame; undone when the viewer goes. */
function setAside(viewer: HTMLElement): () => void {
  viewer.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
  const root = document.documentElement
  const overflow = root.style.overflow
  const others = [...document.body.children].filter((e): e is HTMLElement => e !== viewer && e instanceof HTMLElement && !e.inert)
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      root.style.overflow = 'hidden'
      for (const e of others) e.inert = true
    })
  })
  return () => {
    cancelAnimationFrame(frame)
    root.style.overflow = overflow
    for (const e of others) e.inert = false
  }
}

/**
 * The fullscreen viewer (000 §2 'Image gallery lightbox'): swipe or drag on touch screens, the
 * arrow keys and buttons wrap around, Escape or Close returns to the gallery at the same photo.
 * Fetched while the page is idle. Painted first, made modal next (decision 051): a native <dialog>
 * over the page with focus on its close button, and only after that first frame is the rest of the
 * page made inert and its scrolling stopped. Making a long listing page inert restyles all of it
 * (Headless UI's dialog and showModal() both do so inside the tap); done after the paint, the
 * viewer shows at once, and the page behind it is unreachable before anyone can press Tab.
 */
/** Tab past the last control comes back to the first, and Shift+Tab the other way round. */
function wrapFocus(e: React.KeyboardEvent<HTMLElement>) {
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>('button')]
  const edge = e.shiftKey ? controls[0] : controls[controls.length - 1]
  if (document.activeElement !== edge) return
  e.preventDefault()
  ;(e.shiftKey ? controls[controls.length - 1] : controls[0])?.focus()
}

export default function GalleryLightbox({ images, start, title, onClose }: GalleryLightboxProps) {
  const [viewport, embla] = useEmblaCarousel({ loop: images.length > 1, startIndex: start })
  const index = useSelectedSlide(embla, start)
  const saver = useDataSaver()

  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useLayoutEffect(() => setAside(dialog.current!), [])
  const close = () => onClose(index)
  return createPortal(
    <dialog
      ref={dialog}
      open
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none border-0 bg-black/95 p-0"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') embla?.scrollNext()
        if (e.key === 'ArrowLeft') embla?.scrollPrev()
        if (e.key === 'Escape') close()
        if (e.key === 'Tab') wrapFocus(e)
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
          <h2 id={titleId} className="truncate text-sm font-semibold">{title}</h2>
          <p aria-live="polite" className="shrink-0 text-sm tabular-nums">
            {index + 1} / {images.length}
          </p>
          <button type="button" onClick={close} className={control} aria-label="Close full screen">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M6 6l12 12M18 6L6 18" /></svg>
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <div ref={viewport} className="h-full overflow-hidden">
            <div className="flex h-full">
              {images.map((src, i) => (
                <div key={src} className="flex h-full min-w-0 flex-[0_0_100%] items-center justify-center px-2 md:px-16">
                  {/* The photo beside the open one loads at once too, so a swipe never shows an empty slide; with data saver, only once swiped to. */}
                  <Photo src={src} sizes="100vw" width={1280} height={800} alt={`${title} — photo ${i + 1} of ${images.length}`} draggable={false} priority={Math.abs(i - start) <= (saver ? 0 : 1)} className="h-auto max-h-full w-auto max-w-full object-contain" />
                </div>
              ))}
            </div>
          </div>
          {images.length > 1 && (
            <>
              <button type="button" onClick={() => embla?.scrollPrev()} aria-label="Previous image" className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
              </button>
              <button type="button" onClick={() => embla?.scrollNext()} aria-label="Next image" className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}>
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 18l6-6-6-6" /></svg>
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>,
    document.body,
  )
}
