import { prepaintPage } from '~/app/prepaint'
import { prepaintSignedIn } from '~/app/prepaint-signed-in'
import { createSignedInPageHandler, isSignedInPath } from '~/server/pages/signed-in-page'
import { loadTenants } from '~/server/tenants/load-tenants'
import { paths } from '~/config/paths'
import { pageGetter } from '~/testing/page-shell'
import handler from '../../../netlify/functions/api'
import { sitemapXml } from '../../../scripts/build-lib/site-files'
import { TENANT } from '../api-test-db'

/**
 * Every public surface of Haven, as invariant 1 (issue 33) probes it: a table per kind of surface,
 * keyed exactly as the code names it (the API app's route, the page function's config.path, the
 * function's file), so a surface the code gains and this file does not know fails the invariant.
 */

/** The states a listing can be in that the public must not see (or not count). */
export const HIDDEN_KINDS = ['draft', 'unpublished', 'sold', 'let'] as const
export type HiddenKind = (typeof HIDDEN_KINDS)[number]
/** A draft or an unpublished listing is not found anywhere public; a sold or let one still has its own page, marked (decision 035). */
export const NOT_FOUND: readonly HiddenKind[] = ['draft', 'unpublished']

export interface HiddenListing {
  kind: HiddenKind
  id: number
  slug: string
  /** Words that appear only where this listing is shown: its title word, property id, photo names. */
  marks: string[]
}

/** What the probes ask about: a published listing beside the hidden ones, its realtor, a buyer who saved them. */
export interface Scene {
  ref: {
    id: number
    slug: string
    area_id: number
    neighbourhood_id: number
    area: string
    realtor_id: number
    realtor: string
  }
  buyer: { token: string; viewingId: number; unsubscribeToken: string }
  /** The word in every hidden listing's title and street: `quillwort-<kind>`. */
  word: string
}

export interface Answer {
  status: number
  text: string
}
export interface Probe {
  label: string
  get: () => Promise<Answer>
}
/** A surface's probes: the same before and after the hidden listings exist (`shared`), and per hidden listing (`each`). */
export interface Surface {
  shared?: (s: Scene) => Probe[]
  each?: (s: Scene, h: HiddenListing) => Probe[]
}

const answer = async (res: Response): Promise<Answer> => ({
  status: res.status,
  text: await res.text(),
})

/** A GET of /api/v1 as a visitor, or as the scene's buyer. */
const api = (path: string, token?: string): Probe => ({
  label: `GET /api/v1${path}${token ? ' (buyer)' : ''}`,
  get: async () =>
    answer(
      await handler(
        new Request(`http://localhost/api/v1${path}`, {
          headers: {
            'x-tenant-id': TENANT,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        }),
      ),
    ),
})
const both = (path: string, s: Scene) => [api(path), api(path, s.buyer.token)]

const { get: paintedGet } = pageGetter({ paint: prepaintPage })
const signedInPages = createSignedInPageHandler({
  shell: async () =>
    '<!doctype html><html><head><title>Haven</title></head><body><div id="root"></div></body></html>',
  paint: prepaintSignedIn,
})
const HOST = 'localhost:8888'

/** A page as the page function answers it (marketplace-page.ts: a signed-in path to the buyer's handler). */
const page = (path: string, token?: string): Probe => ({
  label: `page ${path}${token ? ' (buyer)' : ''}`,
  get: async () =>
    answer(
      isSignedInPath(new URL(path, `http://${HOST}`).pathname)
        ? await signedInPages(
            new Request(`http://${HOST}${path}`, {
              headers: { host: HOST, ...(token ? { cookie: `haven_session=${token}` } : {}) },
            }),
          )
        : await paintedGet(path, HOST),
    ),
})

const near = (s: Scene) => `neighborhood_id=${s.ref.neighbourhood_id}`
/** Searches that would hold the hidden listings if they leaked: their place, their realtor, newest first. */
const searches = (s: Scene) => [
  `/indexing/listings-search?${near(s)}&limit=50&sort_by=new`,
  `/indexing/listings-search?area_id=${s.ref.area_id}&limit=50&sort_by=lowest_price`,
  `/indexing/listings-search?realtor_id=${s.ref.realtor_id}&limit=50`,
  `/indexing/listings-search?display_address=${s.word}&limit=50`,
  `/indexing/listings-search?state=Lagos&property_status=&limit=1`,
]

/** Every public, non-console, non-ops GET route of the API app (create-api-app.ts), keyed by its path. */
export const API_ROUTES: Record<string, Surface> = {
  '/api/v1/indexing/listings-search': {
    shared: (s) => searches(s).flatMap((q) => both(q, s)),
    each: (_s, h) => [
      api(`/indexing/listings-search?id=${h.id}`),
      api(`/indexing/listings-search?slug=${h.slug}`),
    ],
  },
  '/api/v1/indexing/listing-price-insights': {
    shared: (s) => [api(`/indexing/listing-price-insights?listing_id=${s.ref.id}`)],
    each: (_s, h) => [api(`/indexing/listing-price-insights?listing_id=${h.id}`)],
  },
  '/api/v1/indexing/get-similar-property': {
    shared: (s) => both(`/indexing/get-similar-property?listing_id=${s.ref.id}`, s),
    each: (_s, h) => [
      api(`/indexing/get-similar-property?listing_id=${h.id}`),
      api(`/indexing/get-similar-property?slug=${h.slug}`),
    ],
  },
  '/api/v1/indexing/get-similar-properties': {
    shared: (s) => [
      api(`/indexing/get-similar-properties?listing_id=${s.ref.id}`),
      api(`/indexing/get-similar-properties?state=Lagos&area_id=${s.ref.area_id}&bedrooms=4`),
    ],
    each: (_s, h) => [api(`/indexing/get-similar-properties?listing_id=${h.id}`)],
  },
  '/api/v1/indexing/filter-options': { shared: () => [api('/indexing/filter-options')] },
  '/api/v1/indexing/location-search': {
    shared: (s) => [
      api(`/indexing/location-search?inputText=${s.word.split('-')[0]}`),
      api(`/indexing/location-search?inputText=${encodeURIComponent(s.ref.area)}`),
      api('/indexing/location-search?inputText='),
    ],
  },
  '/api/v1/sales-advisors/realtors': { shared: () => [api('/sales-advisors/realtors?limit=100')] },
  '/api/v1/sales-advisors/realtors/username/:username': {
    shared: (s) => [api(`/sales-advisors/realtors/username/${s.ref.realtor}`)],
  },
  // The buyer's own: favourites drop an unpublished listing (decision 048) and keep a sold one (035).
  '/api/v1/favourite': { shared: (s) => [api('/favourite?limit=50', s.buyer.token)] },
  '/api/v1/favourite/count': { shared: (s) => [api('/favourite/count', s.buyer.token)] },
  '/api/v1/save-search': { shared: (s) => [api('/save-search', s.buyer.token)] },
  '/api/v1/save-search/count': { shared: (s) => [api('/save-search/count', s.buyer.token)] },
  '/api/v1/enquiry/schedule-viewing': {
    shared: (s) => [api('/enquiry/schedule-viewing?limit=50', s.buyer.token)],
  },
  '/api/v1/enquiry/schedule-viewing/:id': {
    shared: (s) => [api(`/enquiry/schedule-viewing/${s.buyer.viewingId}`, s.buyer.token)],
  },
  '/api/v1/alerts/settings': { shared: (s) => [api('/alerts/settings', s.buyer.token)] },
  // No listing in them: probed all the same, so one that starts to carry listings is checked.
  '/api/v1/auth/user-profile': { shared: (s) => [api('/auth/user-profile', s.buyer.token)] },
  '/api/v1/auth/user-referral-profile': {
    shared: (s) => [api('/auth/user-referral-profile', s.buyer.token)],
  },
  '/api/v1/auth/user-referrals': { shared: (s) => [api('/auth/user-referrals', s.buyer.token)] },
  '/api/v1/auth/providers': { shared: () => [api('/auth/providers')] },
  '/api/v1/auth/google-auth': { shared: () => [api('/auth/google-auth')] },
  '/api/v1/auth/google/callback': { shared: () => [api('/auth/google/callback?state=x&code=y')] },
  '/api/v1/auth/verify-email': { shared: () => [api('/auth/verify-email?token=x')] },
  '/api/v1/health': { shared: () => [api('/health')] },
}

const listingPages = (h: HiddenListing) => [
  page(`/listings/${h.slug}`),
  page(`/listings/${h.id}/${h.slug}`),
]

/** Every page of the page function (its literal config.path), keyed by that path. */
export const PAGE_ROUTES: Record<string, Surface> = {
  '/marketplace': { shared: () => [page('/marketplace')] },
  '/listings': {
    shared: (s) => [
      page(`/listings?${near(s)}&sort_by=new`),
      page(`/listings?area_id=${s.ref.area_id}`),
      page('/listings'),
    ],
  },
  '/listings/:slug': {
    shared: (s) => [page(`/listings/${s.ref.slug}`)],
    each: (_s, h) => listingPages(h).slice(0, 1),
  },
  '/listings/:id/:slug': {
    shared: (s) => [page(`/listings/${s.ref.id}/${s.ref.slug}`)],
    each: (_s, h) => listingPages(h).slice(1),
  },
  '/find-trusted-realtors': { shared: () => [page('/find-trusted-realtors')] },
  '/find-trusted-realtors/:id/:username': {
    shared: (s) => [page(`/find-trusted-realtors/${s.ref.realtor_id}/${s.ref.realtor}`)],
  },
  '/favorites': { shared: (s) => [page('/favorites', s.buyer.token)] },
  '/favourites': { shared: (s) => [page('/favourites', s.buyer.token)] },
  '/saved': { shared: (s) => [page('/saved', s.buyer.token)] },
  '/transactions': { shared: (s) => [page('/transactions', s.buyer.token)] },
  '/transactions/:id': {
    shared: (s) => [page(`/transactions/${s.buyer.viewingId}`, s.buyer.token)],
  },
  '/settings': { shared: (s) => [page('/settings', s.buyer.token)] },
  '/referrals': { shared: (s) => [page('/referrals', s.buyer.token)] },
}

/** How a function is probed: through a table above, by reading what it sends, or a GET of each of its paths at this address. */
export type FunctionProbe =
  | 'api routes'
  | 'page routes'
  | 'alert e-mails'
  | 'staff only'
  | 'photo names'
  | ((path: string, s: Scene) => string)

/**
 * Every function in netlify/functions, by file name: the API and the pages through the tables
 * above; the others say how they are probed, or why no listing can be in what they answer.
 */
export const FUNCTIONS: Record<string, FunctionProbe> = {
  api: 'api routes',
  'marketplace-page': 'page routes',
  // The saved-search alerts and the mail they queue: the invariant runs them and reads every e-mail.
  alerts: 'alert e-mails',
  'mail-queue': 'alert e-mails',
  // The console's uploads (decision 057).
  'console-upload': 'staff only',
  // Files by content hash: a hidden listing's photo names are among its marks, so no answer here names them.
  photo: 'photo names',
  forms: (path) => path,
  'alerts-unsubscribe': (path, s) => `${path}?token=${s.buyer.unsubscribeToken}`,
}

const tenant = loadTenants().find((t) => t.domain === TENANT)!

/** Files the build writes for crawlers (sitemap.xml lists routes only, decision 045). */
export const SITE_FILES: Surface = {
  shared: () => [
    {
      label: 'sitemap.xml',
      get: async () => ({ status: 200, text: sitemapXml(tenant, Object.values(paths)) }),
    },
  ],
}
