import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from 'react'
import { useDataSaver } from '~/lib/data-saver'
import { photoInfo, srcSet } from '~/shared/media'

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority'> & {
  src: string
  /** The CSS width the photo takes at each viewport, for the browser to pick a variant. */
  sizes: string
  /** The first photo a page shows (its LCP): fetched at once at high priority; others wait to be near. */
  priority?: boolean
  /** Drawn for a browser without JavaScript (decision 056): the browser's own lazy loading, no wait for a script. */
  nativeLazy?: boolean
}

/**
 * How close a photo comes before it is fetched. Chrome's own `loading=lazy` starts 1,250 px away
 * (2,500 px on a slow connection), which on a one-column phone grid is six cards before the page is
 * idle; this is about half a card (issue 22's 150 KB of images before idle).
 */
export const PHOTO_NEAR_MARGIN = '200px'

/** A placeholder with the photo's own size: same box, no request, its colour shown. */
const blank = (width: number, height: number) => `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}'/%3E`

/**
 * A listing or realtor photo served for the device (decision 041). A pipeline photo's name carries
 * its size and dominant colour: AVIF, then WebP, at the width `sizes` needs, the JPEG as the
 * fallback, its own width/height (no layout shift) and its colour painted until it arrives; until
 * it comes within PHOTO_NEAR_MARGIN of the screen, only that colour. Any other image (a drawing, an
 * operator's own URL) is a plain <img> with the given width/height and the browser's lazy loading.
 */
export function Photo({ src, sizes, priority = false, nativeLazy = false, width, height, style, ...img }: PhotoProps) {
  const info = photoInfo(src)
  const ref = useRef<HTMLImageElement>(null)
  // Data saver (decision 055): the smallest variant, fetched only once the photo is on screen.
  const saver = useDataSaver()
  // A priority photo renders at once and never attaches `ref`, so nothing is observed for it.
  const near = useNear(ref, saver ? '0px' : PHOTO_NEAR_MARGIN) || priority || nativeLazy
  const loading = priority ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : undefined
  if (!info) return <img src={src} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" style={style} {...img} />
  const box = { width: info.width, height: info.height, style: { backgroundColor: info.color, ...style } }
  if (!near) return <img ref={ref} src={blank(info.width, info.height)} {...box} {...img} />
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(info, 'avif', saver)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(info, 'webp', saver)} sizes={sizes} />
      <img src={src} {...box} loading={loading} fetchPriority={fetchPriority} decoding="async" {...img} />
    </picture>
  )
}

/**
 * True once `ref`'s element comes within `margin` (above and below) of the screen, and from then
 * on; at once where IntersectionObserver is missing. An element clipped by a scroller (a card far
 * along a carousel row) is not near until it is scrolled towards.
 */
export function useNear(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect()
        setNear(true)
      }
    }, { rootMargin: `${margin} 0px` })
    io.observe(el)
    return () => io.disconnect()
    // Once near, nothing re-runs this: ref and margin stay, so the observer is not made again.
  }, [ref, margin])
  return near
}
