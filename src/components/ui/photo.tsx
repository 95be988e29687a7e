import type { ImgHTMLAttributes } from 'react'
import { photoInfo, srcSet } from '~/shared/media'

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority'> & {
  src: string
  /** The CSS width the photo takes at each viewport, for the browser to pick a variant. */
  sizes: string
  /** The first photo a page shows (its LCP): fetched at once at high priority; others wait to be near. */
  priority?: boolean
}

/**
 * A listing or realtor photo served for the device (decision 041). A pipeline photo's name carries
 * its size and dominant colour: AVIF, then WebP, at the width `sizes` needs, the JPEG as the
 * fallback, its own width/height (no layout shift) and its colour painted until it arrives. Any
 * other image (a drawing, an operator's own URL) is a plain <img> with the given width/height.
 */
export function Photo({ src, sizes, priority = false, width, height, style, ...img }: PhotoProps) {
  const info = photoInfo(src)
  const loading = priority ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : undefined
  if (!info) return <img src={src} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" style={style} {...img} />
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(info, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(info, 'webp')} sizes={sizes} />
      <img
        src={src}
        width={info.width}
        height={info.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        style={{ backgroundColor: info.color, ...style }}
        {...img}
      />
    </picture>
  )
}
