import { LEGAL_ROUTES } from './legal-routes'

/**
 * The one list of routes. The router, links, the prerender list, the sitemap and the end-to-end
 * tests all read it.
 *
 * render: 'static' routes are prerendered to HTML for every tenant and hydrate on load;
 * 'client' routes are served the marketplace app shell and render in the browser.
 */
export type RenderMode = 'static' | 'client'

export interface AppRoute {
  /** Stable id used by the router and tests. */
  id: string
  /** react-router path pattern. */
  path: string
  render: RenderMode
  /** The page module: src/app/routes/<page>.tsx, exporting `Component`. */
  page: string
  /** Document title (the tenant name is appended). */
  title: string
  /** Meta description; the tenant description is used when absent. */
  description?: string
  /** Build-time content (content/<key>.md) embedded in this page's HTML. */
  content?: readonly string[]
  /** Included in sitemap.xml. */
  sitemap: boolean
}

const route = (r: Omit<AppRoute, 'sitemap'> & { sitemap?: boolean }): AppRoute => ({
  sitemap: r.render === 'static' && !r.path.includes(':'),
  ...r,
})

/** A marketing page's build-time Markdown: content/marketing/<page>/<section>.md. */
const marketing = (page: string, sections: readonly string[]) => sections.map((s) => `marketing/${page}/${s}`)

const legalRoute = (r: { id: string; path: string; title: string }) =>
  route({ ...r, page: 'legal-document', render: 'static', content: [`legal/${r.id}`] })

export const paths = {
  home: route({ id: 'home', path: '/', page: 'home', render: 'static', title: 'Buy property in Nigeria safely', content: marketing('home', ['how-it-works', 'fraud', 'own-a-piece']) }),
  legal: route({ id: 'legal', path: '/legal', page: 'legal-tabs', render: 'static', title: 'Legal', content: ['legal/terms-of-use'] }),
  termsOfUse: legalRoute(LEGAL_ROUTES.termsOfUse),
  privacyPolicy: legalRoute(LEGAL_ROUTES.privacyPolicy),
  nonCircumvention: legalRoute(LEGAL_ROUTES.nonCircumvention),
  partnerRealtorAgreement: legalRoute(LEGAL_ROUTES.partnerRealtorAgreement),
  sellersMandateTerms: legalRoute(LEGAL_ROUTES.sellersMandateTerms),
  aboutUs: route({ id: 'about-us', path: '/about-us', page: 'about-us', render: 'static', title: 'About us', description: 'How we protect buyers in Nigeria and abroad from fake listings, double sales and land grabbers.', content: marketing('about-us', ['hero', 'fraud-protection', 'who-we-help', 'faq', 'photo-credits']) }),
  diasporans: route({ id: 'diasporans', path: '/diasporans', page: 'diasporans', render: 'static', title: 'Buying property in Nigeria from abroad', description: 'Buy a home in Nigeria from anywhere, with verified titles, inspections and your money held in escrow.', content: marketing('diasporans', ['hero', 'stakes', 'protection']) }),
  direct2seller: route({ id: 'direct2seller', path: '/direct2seller', page: 'direct2seller', render: 'static', title: 'Direct2Seller for partner realtors', description: 'Sell direct mandates and earn 30% of the net sell-side fee when the sale closes. Joining the partner programme is free.', content: marketing('direct2seller', ['hero', 'why', 'how-it-works', 'commission', 'faq']) }),
  referralProgram: route({ id: 'referral-program', path: '/referral-program', page: 'referral-program', render: 'static', title: 'Referral program', description: 'Earn a 5% fee when someone you refer orders a title search or inspection report, and 30% of the success fee when they buy.', content: marketing('referral-program', ['hero', 'rewards', 'how-it-works', 'faq']) }),
  media: route({ id: 'media', path: '/media', page: 'media', render: 'static', title: 'In the news', description: 'News, guides and announcements from our team.', content: marketing('media', ['hero']) }),
  homeInspection: route({ id: 'home-inspection', path: '/home-inspection', page: 'home-inspection', render: 'static', title: 'Home inspection', description: 'A professional inspection of the property you want to buy, with a written report.', content: marketing('home-inspection', ['hero', 'what-you-get', 'how-it-works']) }),
  verifyTitle: route({ id: 'verify-title', path: '/verify-title', page: 'verify-title', render: 'static', title: 'Verify a property title', description: 'Find out who really owns a property before you pay: a title search report from a partner law firm, typically in 1 business day.', content: marketing('verify-title', ['hero', 'why-verify', 'what-we-check', 'how-it-works', 'what-you-receive', 'timelines']) }),
  pricing: route({ id: 'pricing', path: '/pricing', page: 'pricing', render: 'static', title: 'Pricing', description: 'Title search, complete due diligence and legal advisory: what each costs and how long it takes.', content: marketing('pricing', ['hero', 'faq']) }),
  joinRealtorNetwork: route({ id: 'join-realtor-network', path: '/join-realtor-network', page: 'join-realtor-network', render: 'static', title: 'Join our realtor network', description: 'Join free, receive direct-mandate listings and earn 30% of the net sell-side fee on every sale that closes.', content: marketing('join-realtor-network', ['hero', 'benefits']) }),
  sellersMandate: route({ id: 'sellers-mandate', path: '/sellers-mandate', page: 'sellers-mandate', render: 'static', title: 'Sell with a mandate', description: 'Give us a mandate to sell your property, with the buyer’s money held in escrow until the sale is done.', content: marketing('sellers-mandate', ['hero', 'who', 'next-steps', 'fees']) }),
  marketplace: route({ id: 'marketplace', path: '/marketplace', page: 'marketplace', render: 'client', title: 'Property marketplace' }),
  listings: route({ id: 'listings', path: '/listings', page: 'listings', render: 'client', title: 'Properties for sale and rent' }),
  listingDetail: route({ id: 'listing-detail', path: '/listings/:id/:slug', page: 'listing-detail', render: 'client', title: 'Property' }),
  listingBySlug: route({ id: 'listing-by-slug', path: '/listings/:slug', page: 'listing-detail', render: 'client', title: 'Property' }),
  realtors: route({ id: 'realtors', path: '/find-trusted-realtors', page: 'realtors', render: 'client', title: 'Find Trusted Realtors' }),
  realtorProfile: route({ id: 'realtor-profile', path: '/find-trusted-realtors/:id/:username', page: 'realtor-profile', render: 'client', title: 'Realtor' }),
  settings: route({ id: 'settings', path: '/settings', page: 'settings', render: 'client', title: 'Account settings' }),
  referrals: route({ id: 'referrals', path: '/referrals', page: 'referrals', render: 'client', title: 'Refer & Earn' }),
  favorites: route({ id: 'favorites', path: '/favorites', page: 'favorites', render: 'client', title: 'Favourite properties' }),
  favourites: route({ id: 'favourites', path: '/favourites', page: 'favorites', render: 'client', title: 'Favourite properties' }),
  saved: route({ id: 'saved', path: '/saved', page: 'saved', render: 'client', title: 'Saved searches' }),
  compare: route({ id: 'compare', path: '/compare', page: 'compare', render: 'client', title: 'Compare listings' }),
  transactions: route({ id: 'transactions', path: '/transactions', page: 'transactions', render: 'client', title: 'Transactions' }),
  transaction: route({ id: 'transaction-timeline', path: '/transactions/:id', page: 'transaction-timeline', render: 'client', title: 'Your transaction' }),
  notFound: route({ id: 'not-found', path: '*', page: 'not-found', render: 'static', title: 'Page not found', sitemap: false }),
} as const satisfies Record<string, AppRoute>

export type RouteKey = keyof typeof paths

export const allRoutes: readonly AppRoute[] = Object.values(paths)

/** Routes prerendered to dist/<tenant>/<path>/index.html (the 404 page goes to 404.html). */
export const prerenderRoutes = allRoutes.filter((r) => r.render === 'static' && r.path !== '*')

/** Routes answered with the marketplace app shell. */
export const clientRoutes = allRoutes.filter((r) => r.render === 'client')

/**
 * Client routes painted by netlify/functions/marketplace-page.ts (decision 028): head and first data
 * filled from the database. The function's literal config.path must list exactly these (its test).
 */
export const paintedRoutes: readonly AppRoute[] = [paths.marketplace, paths.listings, paths.listingBySlug, paths.listingDetail, paths.realtors, paths.realtorProfile]

/**
 * Signed-in pages the same function paints for a buyer whose page cookie verifies (decision 053);
 * without one they are the app shell, as every client route.
 */
export const signedInPaintedRoutes: readonly AppRoute[] = [paths.favorites, paths.favourites, paths.saved, paths.transactions, paths.transaction, paths.settings, paths.referrals]

/** Build a concrete href from a route pattern and its params. */
export function href(pattern: string, params: Record<string, string | number> = {}, query?: Record<string, string | number | undefined>): string {
  let out = pattern.replace(/:([a-zA-Z_]+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`href: missing param ${key} for ${pattern}`)
    return encodeURIComponent(String(value))
  })
  if (query) {
    const qs = new URLSearchParams()
    for (const [k, val] of Object.entries(query)) if (val !== undefined && val !== '') qs.set(k, String(val))
    const s = qs.toString()
    if (s) out += `?${s}`
  }
  return out
}
