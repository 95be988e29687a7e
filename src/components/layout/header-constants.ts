/** Spec 000 §9 / 001 §9: a header dropdown closes this long after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150

/** Spec 000 §9: the header's styling changes once the page has scrolled this far. */
export const HEADER_SCROLL_THRESHOLD_PX = 80

/** Spec 001 §9: the hero counts as in view while its bottom is more than this below the top. */
export const HERO_IN_VIEW_THRESHOLD_PX = 150

/**
 * Route ids (src/config/paths.ts) whose header takes the dark/brand style over the hero
 * (001 §2 "Header navigation"); on the home page only for visitors in Nigeria.
 */
export const HERO_STYLE_ROUTE_IDS: ReadonlySet<string> = new Set(['home', 'about-us', 'media'])
export const NIGERIA_ONLY_HERO_ROUTE_ID = 'home'

/**
 * Route ids with a special page background (001 §2 "Header navigation"): the layout paints the
 * page with a brand tint (`page-tinted`, src/app/styles/marketing.css) and the header, until the
 * page scrolls, takes the same tint. A page listed here gets it without doing anything itself.
 */
export const TINTED_ROUTE_IDS: ReadonlySet<string> = new Set(['diasporans', 'direct2seller', 'home-inspection'])
