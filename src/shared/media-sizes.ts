/**
 * How wide each photo slot is, for `sizes` (decision 041): the page function preloads the same
 * variant the component asks for, so both are written here once. px-4 page padding, 1280 px page.
 *
 * Below 640 px the widths are written in px for common phone widths, never in vw: Chrome's preload
 * scanner reads the HTML before the viewport meta applies and takes `vw` of a 980 px page, so a
 * phone fetched the 1280 px variant, then the one the laid-out page needed (measured at 390 px,
 * DPR 2.625: 97 KB spent twice). Media conditions in px are read right; a step over-states the
 * slot by at most 59 px.
 */
const PHONE_WIDTHS = [360, 375, 390, 414, 430, 480, 540, 600, 639]

/** The slot a phone-width layout gives: `slot(w)` for each phone width step. */
const phoneSizes = (slot: (viewport: number) => number) => PHONE_WIDTHS.map((w) => `(max-width: ${w}px) ${Math.round(slot(w))}px`).join(', ')

/** A card in the listings grid: 1 to 4 columns (one column is the page less its padding). */
export const GRID_CARD_SIZES = `${phoneSizes((w) => w - 32)}, (min-width: 1280px) 296px, (min-width: 1024px) 33vw, 50vw`
/** A card in a home-page row: 88%, half or a quarter of the page. */
export const CAROUSEL_CARD_SIZES = `${phoneSizes((w) => w * 0.88)}, (min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw`
/** The listing gallery: the page on a phone, beside the 360 px price card from 1024 px. */
export const GALLERY_SIZES = `${phoneSizes((w) => w - 32)}, (min-width: 1280px) 856px, (min-width: 1024px) calc(100vw - 424px), calc(100vw - 32px)`
