import { createCatalogueApp } from '~/server/api/create-catalogue-app'
import { LISTINGS_TAG, listingTag, PAGE_CDN_CACHE, realtorTag, tenantTag } from '~/server/cache/cache-tags'
import { withSecurityHeaders } from '~/server/http/security-headers'
import { tenantRegistry, type TenantRegistry } from '~/server/tenants/load-tenants'
import { HTML_CACHE } from '~/config/http-headers'
import {
  browseQuery,
  EXCLUSIVE_QUERY,
  featuredQuery,
  listingKey,
  listingPageKey,
  listingQuery,
  realtorKey,
  realtorsKey,
  realtorListingsBase,
  serializeKey,
  type ListingRef,
} from '~/shared/marketplace-keys'
import { truncate } from '~/shared/format/text'
import { DATA_SAVER_VARY, requestDataSaver } from '~/shared/data-saver'
import { photoInfo, thumbnailUrl } from '~/shared/media'
import { CAROUSEL_CARD_SIZES, GALLERY_SIZES, GRID_CARD_SIZES } from '~/shared/media-sizes'
import type { ListingDto } from '~/shared/types/listing'
import type { RealtorDto } from '~/shared/types/realtor'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { listingJsonLd, listingTitle, realtorJsonLd, realtorsJsonLd } from './json-ld'
import { fillShell, type PageHead } from './page-head'
import { pageRequest } from './page-request'
import { pageOf, resultsOf, type Api } from './results-pages'
import { loadShell } from './shell'


export interface PageDeps {
  registry?: () => TenantRegistry
  api?: (req: Request) => Response | Promise<Response>
  shell?: (tenant: Tenant, origin: string) => Promise<string | null>
  /**
   * The page's HTML from its inlined data, painted before any script runs (decision 028 addendum).
   * Given by the function entry (React lives in src/app, not src/server); without it the shell's
   * placeholder stays until the app renders. `dataSaver`: painted with the smallest photos (decision 055).
   */
  paint?: (tenant: Tenant, url: string, fallback: Record<string, unknown>, dataSaver: boolean) => Promise<string | null>
}

interface Page {
  status: number
  head: PageHead
  fallback: Record<string, unknown>
  /** Cache tags beyond the tenant's and LISTINGS_TAG, which every page carries. */
  tags?: string[]
  /** The address this one is answered at instead (a form's search tidied, a page past the last). */
  redirect?: string
}

/** The API could not answer (5xx or an exception): the page is served without data, uncached. */
class Unavailable extends Error {}

/** A lookup the API refused (400 for a malformed slug, 404 for none) is a page that does not exist. */
const missing = (status: number) => status >= 400 && status < 500

const listingNotFound = (tenant: Tenant, base: string): Page => ({
  status: 404,
  head: { title: `Listing not found | ${tenant.display_name}`, description: tenant.description, canonical: `${base}/listings`, noindex: true },
  fallback: {},
})

const realtorNotFound = (tenant: Tenant, base: string): Page => ({
  status: 404,
  head: { title: `Realtor not found | ${tenant.display_name}`, description: tenant.description, canonical: `${base}/find-trusted-realtors`, noindex: true },
  fallback: {},
})

/** A search answered at its tidy address (decision 056); the head is never sent. */
const moved = (redirect: string): Page => ({ status: 302, head: { title: '', description: '', canonical: '' }, fallback: {}, redirect })

const absolute = (base: string, src: string | undefined) => (src ? new URL(src, base).href : undefined)

async function listingPage(api: Api, tenant: Tenant, base: string, ref: ListingRef): Promise<Page> {
  const { status, body } = await api<ListingDto>('/indexing/listings-search', listingQuery(ref))
  if (missing(status) || !body) return listingNotFound(tenant, base)
  const listing = body.data
  const canonical = `${base}/listings/${listing.id}/${listing.slug}`
  const image = absolute(base, listing.gallery.property_images[0])
  return {
    status: 200,
    head: {
      title: `${listingTitle(listing)} | ${tenant.display_name}`,
      description: truncate(`${listing.display_address}. ${listing.description}`, 160),
      canonical,
      image,
      type: 'product',
      jsonLd: listingJsonLd(listing, canonical, image),
      preloadImage: listing.gallery.property_images[0],
      preloadSizes: GALLERY_SIZES,
    },
    fallback: { [serializeKey(listingKey(ref))]: listing },
    tags: [listingTag(listing.id)],
  }
}

/** The first card's photo: the results' largest paint. */
const firstCardImage = (page: { data: ListingDto[] } | null) => {
  const src = page?.data[0]?.gallery.property_images[0]
  return src ? (photoInfo(src) ? src : thumbnailUrl(src)) : undefined
}

async function listingsPage(api: Api, tenant: Tenant, base: string, url: URL): Promise<Page> {
  const results = await resultsOf(api, url, browseQuery)
  if ('redirect' in results) return moved(results.redirect)
  return {
    status: 200,
    head: { title: `Properties for sale and rent | ${tenant.display_name}`, description: tenant.description, ...results.links(`${base}/listings`), preloadImage: firstCardImage(results.first), preloadSizes: GRID_CARD_SIZES },
    fallback: results.fallback,
  }
}

async function marketplacePage(api: Api, tenant: Tenant, base: string): Promise<Page> {
  const queries = [featuredQuery('Completed'), { ...EXCLUSIVE_QUERY }]
  const pages = await Promise.all(queries.map((q) => pageOf(api, q)))
  const fallback: Record<string, unknown> = {}
  queries.forEach((q, i) => {
    if (pages[i]) fallback[serializeKey(listingPageKey(q, 1))] = pages[i]
  })
  return { status: 200, head: { title: `Property marketplace | ${tenant.display_name}`, description: `${tenant.tagline} ${tenant.description}`, canonical: `${base}/marketplace`, preloadImage: firstCardImage(pages[0] ?? null), preloadSizes: CAROUSEL_CARD_SIZES }, fallback }
}

async function realtorPage(api: Api, tenant: Tenant, base: string, username: string, url: URL): Promise<Page> {
  const { status, body } = await api<RealtorDto>(`/sales-advisors/realtors/username/${encodeURIComponent(username)}`)
  if (missing(status) || !body) return realtorNotFound(tenant, base)
  const realtor = body.data
  const name = `${realtor.first_name} ${realtor.last_name}`
  const canonical = `${base}/find-trusted-realtors/${realtor.id}/${realtor.username}`
  const image = absolute(base, realtor.image_url ?? undefined)
  const results = await resultsOf(api, url, (search) => browseQuery(search, realtorListingsBase(realtor.id)))
  if ('redirect' in results) return moved(results.redirect)
  return {
    status: 200,
    head: { title: `${name}, trusted realtor | ${tenant.display_name}`, description: truncate(realtor.description || `${name} helps buyers in ${realtor.city_served || 'Lagos'}.`, 160), image, type: 'profile', jsonLd: realtorJsonLd(realtor, canonical, image), ...results.links(canonical), preloadImage: firstCardImage(results.first), preloadSizes: GRID_CARD_SIZES },
    fallback: { [serializeKey(realtorKey(username))]: realtor, ...results.fallback },
    tags: [realtorTag(realtor.id)],
  }
}

/** The realtor directory (issue 26 item 2): every realtor's card painted, an ItemList for crawlers. */
async function realtorsPage(api: Api, tenant: Tenant, base: string): Promise<Page> {
  const { status, body } = await api<RealtorDto[]>('/sales-advisors/realtors', { limit: '100', page: '1' })
  const realtors = status === 200 && body ? body.data : []
  return {
    status: 200,
    head: {
      title: `Find Trusted Realtors | ${tenant.display_name}`,
      description: truncate(`Realtors who have signed the ${tenant.display_name} partner agreement and work from verified mandates: see what each has on offer and reach them directly.`, 160),
      canonical: `${base}/find-trusted-realtors`,
      jsonLd: realtorsJsonLd(realtors, base),
    },
    fallback: body ? { [serializeKey(realtorsKey)]: realtors } : {},
    tags: realtors.map((r) => realtorTag(r.id)),
  }
}

/**
 * Listing, results, realtor and marketplace pages with their head filled from the database and
 * their first data inlined, so link previews and crawlers see the page and browsers paint it
 * without a second round trip (issue 8 item 8, decision 028).
 */
export function createPageHandler(deps: PageDeps = {}) {
  const registry = deps.registry ?? tenantRegistry
  const catalogue = deps.api ? null : createCatalogueApp()
  const callApi = deps.api ?? ((req: Request) => catalogue!.fetch(req))
  const shellOf = deps.shell ?? loadShell
  // A page that cannot be painted is still served: the app renders it from the same data.
  const paintOf = async (tenant: Tenant, url: URL, fallback: Record<string, unknown>, dataSaver: boolean) => {
    if (!deps.paint) return null
    try {
      return await deps.paint(tenant, `${url.pathname}${url.search}`, fallback, dataSaver)
    } catch (err) {
      console.error('marketplace page: painting failed:', err)
      return null
    }
  }
  return async (req: Request): Promise<Response> => withSecurityHeaders(await answer(req))
  async function answer(req: Request): Promise<Response> {
    const request = await pageRequest(req, registry(), shellOf)
    if (request instanceof Response) return request
    const { url, tenant, shell } = request
    const api: Api = async (path, query) => {
      const qs = query ? `?${new URLSearchParams(query)}` : ''
      const res = await callApi(new Request(`${url.origin}/api/v1${path}${qs}`, { headers: { 'x-tenant-id': tenant.domain } }))
      if (res.status >= 500) throw new Unavailable(`${path} answered ${res.status}`)
      return { status: res.status, body: res.ok ? ((await res.json()) as { data: never }) : null }
    }
    const base = `https://${tenant.domain}`
    let page: Page
    try {
      page = await pageFor(api, tenant, base, url)
    } catch (err) {
      // The API logs its own failures; anything else is logged here. People still get the app,
      // which asks for the data itself; crawlers are told to come back (503), and nothing caches it.
      if (!(err instanceof Unavailable)) console.error('marketplace page:', err)
      page = { status: 503, head: { title: tenant.display_name, description: tenant.description, canonical: `${base}${url.pathname}`, noindex: true }, fallback: {} }
    }
    // A found page and a missing one are cached at the CDN until a change purges their tags; a
    // failure must not outlive itself.
    const tags = [tenantTag(tenant.slug), LISTINGS_TAG, ...(page.tags ?? [])].join(',')
    // Data saver (decision 055): the person's choice, else the browser's Save-Data; the CDN keeps
    // one copy of the page per answer.
    const dataSaver = requestDataSaver(req.headers)
    const cache: Record<string, string> =
      page.status === 200 || page.status === 404 || page.status === 302
        ? { 'cache-control': HTML_CACHE, 'netlify-cdn-cache-control': PAGE_CDN_CACHE, 'netlify-cache-tag': tags, vary: 'Save-Data', 'netlify-vary': DATA_SAVER_VARY }
        : { 'cache-control': 'no-store', 'retry-after': '30' }
    if (page.redirect) return new Response(null, { status: 302, headers: { location: page.redirect, ...cache } })
    const body = page.status === 200 ? await paintOf(tenant, url, page.fallback, dataSaver) : null
    return new Response(fillShell(shell, { ...page.head, dataSaver }, page.fallback, body), { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8', ...cache } })
  }
}

/** A path segment, or null when its percent-encoding is malformed ('%E0%A4%A'). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The page a path of paintedRoutes (src/config/paths.ts) names. */
function pageFor(api: Api, tenant: Tenant, base: string, url: URL): Promise<Page> {
  const raw = url.pathname.split('/').filter(Boolean)
  const parts = raw.map(decodeSegment)
  const malformed = parts.some((p) => p === null)
  const [section, a, b] = parts as string[]
  if (section === 'marketplace') return marketplacePage(api, tenant, base)
  if (raw[0] === 'find-trusted-realtors' && raw.length === 1) return realtorsPage(api, tenant, base)
  if (raw[0] === 'find-trusted-realtors') return malformed ? Promise.resolve(realtorNotFound(tenant, base)) : realtorPage(api, tenant, base, b ?? '', url)
  if (raw.length === 1) return listingsPage(api, tenant, base, url)
  if (malformed) return Promise.resolve(listingNotFound(tenant, base))
  return listingPage(api, tenant, base, raw.length === 3 ? { id: a, slug: b } : { slug: a })
}
