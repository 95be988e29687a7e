/** The -thumbnail variant of an image (000 §7): same name, suffix before the extension. */
export function thumbnailUrl(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '-thumbnail$1')
}

/**
 * A photograph that went through the image pipeline (decision 041) is named by what it is:
 * `/media/photos/<content hash>-<width>x<height>-<dominant colour>.jpg`. The name alone gives the
 * browser its variants, intrinsic size and placeholder colour; any other URL (the drawings, an
 * operator's own host) is served as it is.
 */
const PHOTO = /^(.*\/[0-9a-f]{16}-(\d+)x(\d+)-([0-9a-f]{6}))\.jpg$/

/**
 * The widths every photograph is written at, capped at its own width (never upscaled). 720 since
 * issue 22's last step: a card on Lighthouse's phone (378 CSS px at DPR 1.75 = 662 px) took the 800
 * (54 KB for an exterior) and now takes the 720 (42 KB), the first photo of /listings and its LCP.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 720, 800, 960, 1280] as const
/** The JPEG named by the URL itself (e-mail, Open Graph) and its -thumbnail. */
export const JPEG_WIDTH = 1280
export const THUMBNAIL_WIDTH = 480
export const VARIANT_FORMATS = ['avif', 'webp'] as const

export interface PhotoInfo {
  stem: string
  width: number
  height: number
  color: string
}

export function photoInfo(url: string): PhotoInfo | null {
  const m = PHOTO.exec(url)
  if (!m) return null
  return { stem: m[1]!, width: Number(m[2]), height: Number(m[3]), color: `#${m[4]}` }
}

/** Widths a photo of this intrinsic width is written at. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width)
  return width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! ? [...below, width] : [...VARIANT_WIDTHS]
}

export function variantUrl(stem: string, width: number, format: (typeof VARIANT_FORMATS)[number]): string {
  return `${stem}-${width}.${format}`
}

/** Height of a variant `width` wide keeping the photo's aspect. */
export function scaledHeight(info: Pick<PhotoInfo, 'width' | 'height'>, width: number): number {
  return Math.round((info.height * Math.min(width, info.width)) / info.width)
}

/** Every variant of a format for the browser to choose from; with data saver, only the smallest (decision 055). */
export function srcSet(info: PhotoInfo, format: (typeof VARIANT_FORMATS)[number], smallest = false): string {
  return variantWidths(info.width)
    .slice(0, smallest ? 1 : undefined)
    .map((w) => `${variantUrl(info.stem, w, format)} ${w}w`)
    .join(', ')
}
