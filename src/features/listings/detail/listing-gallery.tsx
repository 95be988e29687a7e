import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type GalleryLightboxType from './gallery-lightbox'
import { Photo } from '~/components/ui/photo'
import { prefetchWhenIdle } from '~/lib/prefetch-when-idle'
import { GALLERY_SIZES } from '~/shared/media-sizes'
import type { GalleryCategory } from '~/shared/schemas/catalogue-enums'
import type { ListingDto } from '~/shared/types/listing'
import { GALLERY_LABELS, galleryCategories, wrapIndex } from './gallery-steps'
import { GalleryList } from './gallery-list'

// The fullscreen viewer (Headless UI dialog + embla) is its own chunk, fetched once the page is
// idle: not part of the first load, yet here before the first tap (issue 23, decision 044). Once
// fetched it is rendered directly: through `lazy` the first render would still suspend, and React
// holds a revealed Suspense boundary back by up to 300 ms.
let fetched: typeof GalleryLightboxType | null = null
const loadLightbox = () =>
  import('./gallery-lightbox').then((m) => {
    fetched = m.default
    return m
  })
const LazyLightbox = lazy(loadLightbox)

const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-gray-900 shadow hover:bg-white'

/** The gallery of 000 §2: categories, wrap-around previous/next, first image on category change. */
export function ListingGallery({ gallery, title }: { gallery: ListingDto['gallery']; title: string }) {
  const categories = galleryCategories(gallery)
  const [category, setCategory] = useState<GalleryCategory>(categories[0] ?? 'property_images')
  const [index, setIndex] = useState(0)
  const [fullscreen, setFullscreen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  useEffect(() => prefetchWhenIdle(loadLightbox), [])
  const images = gallery[category] ?? []
  const GalleryLightbox = fetched ?? LazyLightbox
  const image = images[index]
  const choose = (c: GalleryCategory) => {
    setCategory(c)
    setIndex(0)
  }

  return (
    <section aria-label="Gallery" className="space-y-3">
      <div
        className="relative aspect-[16/10] overflow-hidden rounded-xl bg-gray-200"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') setIndex((i) => wrapIndex(i, 1, images.length))
          if (e.key === 'ArrowLeft') setIndex((i) => wrapIndex(i, -1, images.length))
        }}
      >
        {image ? (
          <button type="button" onClick={() => setFullscreen(true)} aria-label="View full screen" className="block h-full w-full cursor-zoom-in">
            <Photo
              key={image}
              src={image}
              sizes={GALLERY_SIZES}
              width={1280}
              height={800}
              alt={`${title} — ${GALLERY_LABELS[category]} ${index + 1} of ${images.length}`}
              priority={index === 0 && category === categories[0]}
              className="h-full w-full object-cover"
            />
          </button>
        ) : (
          <div className="flex h-full items-center justify-center text-gray-600">No images yet</div>
        )}
        {image && (
          <button ref={opener} type="button" onClick={() => setFullscreen(true)} className="js-only absolute left-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-black/70 px-3 py-1.5 text-xs font-semibold text-white hover:bg-black/80">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" /></svg>
            Full screen
          </button>
        )}
        {images.length > 1 && (
          <>
            <button type="button" aria-label="Previous image" onClick={() => setIndex(wrapIndex(index, -1, images.length))} className={`js-only ${arrow} left-3`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
            </button>
            <button type="button" aria-label="Next image" onClick={() => setIndex(wrapIndex(index, 1, images.length))} className={`js-only ${arrow} right-3`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 18l6-6-6-6" /></svg>
            </button>
            <p className="js-only absolute bottom-3 right-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white" aria-live="polite">
              {index + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      <GalleryList gallery={gallery} title={title} />
      {fullscreen && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            start={index}
            title={`${title} — ${GALLERY_LABELS[category]}`}
            onClose={(at) => {
              setIndex(at)
              setFullscreen(false)
              // Back to where the viewer was opened from, even after a swipe moved focus into it.
              requestAnimationFrame(() => opener.current?.focus())
            }}
          />
        </Suspense>
      )}
      {categories.length > 1 && (
        <div role="group" aria-label="Gallery categories" className="js-only flex flex-wrap gap-2">
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === category}
              onClick={() => choose(c)}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium ${c === category ? 'border-brand-dark bg-brand-dark text-white' : 'border-gray-300 text-gray-800 hover:bg-gray-50'}`}
            >
              {GALLERY_LABELS[c]} ({gallery[c]?.length ?? 0})
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
