import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'
import { useSelectedSlide } from './use-selected-slide'
import { AppLink } from '~/components/ui/app-link'
import { probeThumbnail } from './thumbnails'
import { Photo } from '~/components/ui/photo'
import { useDataSaver } from '~/lib/data-saver'
import { photoInfo } from '~/shared/media'

/** 000 §9: the card carousel advances every 2 seconds. */
export const CARD_AUTOPLAY_MS = 2000

function Slide({ image, label, sizes }: { image: string; label: string; sizes: string }) {
  // A pipeline photo has its variants by construction; any other image is probed (000 §7).
  const photo = photoInfo(image) ? image : null
  const [src, setSrc] = useState<string | null | undefined>(photo)
  useEffect(() => {
    if (photo) return
    let live = true
    void probeThumbnail(image).then((url) => live && setSrc(url))
    return () => {
      live = false
    }
  }, [image, photo])
  return (
    <div className="h-[200px] min-w-0 flex-[0_0_100%] bg-gray-200" role="group" aria-roledescription="slide" aria-label={label}>
      {src && <Photo src={src} sizes={sizes} alt="" width={400} height={200} draggable={false} className="h-full w-full object-cover" />}
    </div>
  )
}

const arrow = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-white/90 p-1.5 text-gray-900 shadow hover:bg-white'

/**
 * A card's photos (000 §4, §9): embla, looping, autoplaying every 2 s while the card is pointed at
 * or focused (not with reduced motion, nor with data saver: decision 055). Mounted on the first interaction with a card, so a page of
 * results costs one image per card until someone looks closer.
 */
export default function CardCarousel({ images, playing, href, sizes }: { images: readonly string[]; playing: boolean; href: string; sizes: string }) {
  const [viewport, embla] = useEmblaCarousel({ loop: images.length > 1 })
  const selected = useSelectedSlide(embla)
  const saver = useDataSaver()

  useEffect(() => {
    if (!embla || !playing || saver || images.length < 2) return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => embla.scrollNext(), CARD_AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [embla, playing, saver, images.length])

  return (
    <div className="absolute inset-0" aria-roledescription="carousel" aria-label="Photos">
      <div ref={viewport} className="h-full overflow-hidden">
        {/* The photos lead to the listing like the title does; embla swallows the click after a drag. */}
        <AppLink href={href} tabIndex={-1} aria-hidden="true" className="flex h-full">
          {images.map((image, i) => (
            <Slide key={image} image={image} sizes={sizes} label={`${i + 1} of ${images.length}`} />
          ))}
        </AppLink>
      </div>
      {images.length > 1 && (
        <>
          <button type="button" aria-label="Previous photo" onClick={() => embla?.scrollPrev()} className={`${arrow} left-2`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M15 18l-6-6 6-6" /></svg>
          </button>
          <button type="button" aria-label="Next photo" onClick={() => embla?.scrollNext()} className={`${arrow} right-2`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M9 18l6-6-6-6" /></svg>
          </button>
          <p className="absolute bottom-2 right-2 z-10 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
            {selected + 1} / {images.length}
          </p>
        </>
      )}
    </div>
  )
}
