import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, posix } from 'node:path'
import { allRoutes } from '~/config/paths'
import { gzipSync } from 'node:zlib'

/** Budgets (issue 6): asserted by tests/e2e/budgets.spec.ts after every build. */
export const BUDGETS = {
  /** JavaScript a static (marketing, legal, 404) page loads, gzip. */
  // 81 KB since issue 26: the footer's data saver switch (decision 055) and the offline worker's
  // registration (decision 054) are on every page, ~0.5 KB gzip together; /direct2seller was 13 bytes under 80.
  staticPageJsGzip: 81 * 1024,
  /**
   * JavaScript a marketplace page loads, brotli (issue 8): /marketplace, /listings, a listing, the
   * realtor pages, /favorites, /saved, /transactions, a timeline, /compare, /settings, /referrals.
   * 120 KB until issue 26, which aims at 105 so features to come fit under 120; decision 052 took
   * the largest page from 119.9 to ≈ 117 KB (React DOM 56, React Router 25 and the shell 11 are
   * ≈ 102 KB of every page), so the budget holds what was reached and the rest stays open there.
   * 119 after the merge: the numbered pages and GET form without JavaScript (decision 056) and the
   * painted signed-in pages (053) took /listings to 118.1 and a realtor's page to 118.7.
   * 105, the goal, since decision 058: React Router's declarative mode instead of its data router
   * (25 → 11 KB) took every page down by 14.2 KB, to 90.3–104.5.
   */
  marketplaceJsBrotli: 105 * 1024,
  /** /settings' JavaScript, brotli: 151 KB with libphonenumber-js up front until issue 26 (decision 052). */
  settingsJsBrotli: 120 * 1024,
  /**
   * The app shell's HTML and the stylesheet every marketplace page links, brotli. 14.5 KB with the
   * marketing pages' rules in one shared stylesheet (decisions 034, 044); marketplace pages link
   * their own since issue 26 (decision 052).
   */
  // Issue 26's goal is 12 KB; the data saver switch (decision 055) and the no-JavaScript markup of the
  // app shell (decision 056) took it to 12.1–12.3 KB after the merge. Decision 058 links the whole
  // stylesheet from the shell's head instead of inlining critical rules beside it: 9.7–9.9 KB.
  marketplaceHtmlCssBrotli: 12 * 1024,
  /** A legal page's HTML with its inlined critical CSS and any stylesheet in <head>, gzip. */
  // 14.5 KB since issue 26: the data saver switch's markup and rules in every footer (decision 055).
  legalHtmlCssGzip: 14.5 * 1024,
  /**
   * Everything a static page could fetch on demand, all interactions together (drawer, auth modal,
   * the forms' dialogs and live parts with valibot and the phone rules), gzip. Each interaction
   * fetches only its own part; the union rose from 90 KB with the marketing forms (decision 034).
   */
  // 102 KB since issue 26: the offline module (decision 054) and the data saver's page cost (055).
  onDemandJsGzip: 102 * 1024,
} as const

export interface PageWeight {
  /** The page's own HTML file. */
  html: { gzip: number; brotli: number }
  /** Stylesheets linked in <head>: they block the first render. */
  headCss: { gzip: number; brotli: number }
  /** Stylesheets linked anywhere (the full one loads without blocking). */
  allCss: { gzip: number; brotli: number }
  /** Every script the page loads by itself: entries, preloads, their imports and hydration's. */
  js: { gzip: number; brotli: number; files: string[] }
  /** Scripts fetched only when the visitor asks (opens the drawer, signs in), with what they add. */
  onDemand: { gzip: number; brotli: number; files: string[] }
}

const size = (file: string, ext: '.gz' | '.br') => {
  const twin = file + ext
  if (existsSync(twin)) return readFileSync(twin).length
  // Files without twins (older builds, tests): measure gzip directly; brotli ≈ gzip is close enough.
  return gzipSync(readFileSync(file), { level: 9 }).length
}
const sum = (files: string[]) => ({
  gzip: files.reduce((a, f) => a + size(f, '.gz'), 0),
  brotli: files.reduce((a, f) => a + size(f, '.br'), 0),
})

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g
const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g

/**
 * Chunks a page fetches only on demand, named by the module they are built from (decision 022):
 * after an interaction (a tap on the menu button, a Sign in, a visitor's Contact Realtor, pointing at
 * a listing card's photos, opening the fullscreen gallery or the guide form, scrolling down to the
 * enquiry form) or, for the
 * user menu, once the visitor is signed in — a first visit never loads them (decision 026). They are counted apart from the page's
 * JavaScript, against a budget of their own.
 */
export const ON_DEMAND_CHUNKS: ReadonlySet<string> = new Set([
  'mobile-drawer',
  'auth-modal',
  'account-area',
  'sign-in-notice',
  'card-carousel',
  'gallery-lightbox',
  'phone-check',
  'guide-modal',
  'enquiry-form',
  // 'Save this search' on /listings (Headless UI dialog), fetched on the click that opens it.
  'save-search-dialog',
  // Renaming a saved search on /saved: the same dialog, fetched when an edit icon is pressed.
  'rename-search-dialog',
  // The viewing booking modal on a listing, fetched when a signed-in buyer points at or opens 'Book an inspection'.
  'viewing-modal',
  // The home page's 'Watch how it works' walk-through, fetched when the visitor points at, focuses or clicks it.
  'escrow-explainer',
  // The marketing forms (decision 034): each dialog's code, fetched when its button is pointed at,
  // focused or clicked; the inline forms' live parts, on the first focus, pointer or input inside
  // the form; the feedback pop-up's card, at 60% scroll.
  'contact-us-dialog',
  'request-report-dialog',
  'partner-realtor-dialog',
  'd2s-signup-live',
  'realtor-network-live',
  'sellers-mandate-live',
  'feedback-card',
  // The partner pages (decision 033): /direct2seller's walk-through, fetched when 'See how it works'
  // is pointed at, focused or clicked, and its commission calculator, when its section nears the
  // screen; a legal text's dialog (the terms on /join-realtor-network), when its link is used.
  'mandate-explainer',
  'commission-calculator',
  'legal-dialog',
  // The listing page's all-in cost calculator (decision 036), fetched as its section nears the screen.
  'cost-calculator',
  // A transaction's timeline (decision 035): 'Accept the property' and 'Raise a dispute', each fetched
  // when its button is pointed at, focused or clicked.
  'accept-dialog',
  'dispute-dialog',
  // 'Report this listing' on a listing page (decision 035), fetched when its button is pointed at, focused or clicked.
  'report-listing-dialog',
  // A card's price in another currency than the listing's (decision 042), fetched once a buyer picks one.
  'converted-price',
  // /marketplace's location shortcuts and developer marks, below the fold: fetched as they near the screen.
  'location-shortcuts',
  'developer-logos',
  // A signed-in buyer's booked inspection on a listing (decision 043), fetched once they have one.
  'booked-viewing',
  // A listing's price history and context with its care flag (issue 25, decision 046), fetched as they
  // near the screen; a card's 'Add to compare' and its tray, fetched after the page's first load.
  'price-insights',
  'compare-toggle',
  // A listing page's record below the fold (checklist, description, amenities) and its similar
  // properties: painted by the page function, their code fetched as they near the screen or are
  // used (deferredSection, decision 052).
  'listing-particulars',
  'similar-listings',
  // embla on /marketplace's banner and listing rows: started when the page is idle after load, or on
  // the first pointer, touch or focus in a carousel (decision 052); the painted first slides need none.
  'embla-engine',
  // The footer's 'This page: 312 KB' (decision 055), fetched once data saver is on.
  'page-cost',
  // The offline module (decision 054): the service worker's registration, fetched once the page is
  // idle after load, when the first paint and a first tap need nothing more.
  'offline-client',
])

/** Page modules of src/app/routes, by file name: only the page's own one is loaded. */
const PAGE_CHUNKS = new Set(allRoutes.map((r) => r.page))
const pageOf = (file: string) => basename(file).replace(/-[\w-]{8}\.js$/, '')

/**
 * The page's scripts and everything they import, statically or on hydration (dynamic imports),
 * each once — except other routes' page chunks, which this page never loads.
 */
function scriptClosure(root: string, entries: string[], ownPage: string | undefined, skip: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>()
  // What the HTML names always loads: the marketplace entry chunk is called 'marketplace-<hash>'
  // like the /marketplace page module, but every client route runs it.
  const visit = (file: string, named = false) => {
    if (seen.has(file) || !existsSync(file)) return
    const page = pageOf(file)
    if (!named && PAGE_CHUNKS.has(page) && page !== ownPage) return
    if (skip.has(page)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const m of code.matchAll(STATIC_IMPORT)) visit(join(dirname(file), m[1]!))
    for (const m of code.matchAll(DYNAMIC_IMPORT)) visit(join(dirname(file), m[1]!))
  }
  for (const e of entries) visit(join(root, e), true)
  return [...seen]
}

/**
 * What a browser downloads for one page of a tenant bundle (`root` = dist/<slug>): a prerendered
 * page names its route in its HTML; the app shell (app.html) serves every client route, so
 * `routeId` says which one is being measured (its page chunk counts, the others' do not).
 */
export function pageWeight(root: string, page: string, routeId?: string): PageWeight {
  const file = join(root, page)
  const html = readFileSync(file, 'utf8')
  const headHtml = html.slice(0, html.indexOf('</head>'))
  const hrefs = (text: string, re: RegExp) =>
    [...text.matchAll(re)].map((m) => posix.normalize(m[1]!))
  const css = /<link rel="stylesheet" href="([^"]+)"/g
  const scripts = hrefs(
    html,
    /<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g,
  )
  const id = routeId ?? /data-route-id="([^"]+)"/.exec(html)?.[1]
  const ownPage = allRoutes.find((r) => r.id === id)?.page
  const js = scriptClosure(root, scripts, ownPage, ON_DEMAND_CHUNKS)
  const loaded = new Set(js)
  const all = scriptClosure(root, scripts, ownPage)
  const onDemand = all.filter((f) => !loaded.has(f))
  return {
    html: sum([file]),
    headCss: sum(hrefs(headHtml, css).map((h) => join(root, h))),
    allCss: sum(hrefs(html, css).map((h) => join(root, h))),
    js: { ...sum(js), files: js },
    onDemand: { ...sum(onDemand), files: onDemand },
  }
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
