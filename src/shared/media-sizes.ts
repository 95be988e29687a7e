/**
 * How wide each photo slot is, for `sizes` (decision 041): the page function preloads the same
 * variant the component asks for, so both are written here once. px-4 page padding, 1280 px page.
 */
/** A card in the listings grid: 1 to 4 columns. */
export const GRID_CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 32px)'
/** A card in a home-page row: 88%, half or a quarter of the page. */
export const CAROUSEL_CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 88vw'
/** The listing gallery: the page on a phone, beside the 360 px price card from 1024 px. */
export const GALLERY_SIZES = '(min-width: 1280px) 856px, (min-width: 1024px) calc(100vw - 424px), calc(100vw - 32px)'
/** A listing's photos listed without JavaScript (decision 056): two columns, three from 640 px. */
export const GALLERY_LIST_SIZES = '(min-width: 1280px) 280px, (min-width: 1024px) calc((100vw - 424px) / 3), (min-width: 640px) 33vw, 50vw'
