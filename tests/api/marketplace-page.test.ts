import { PAGE_CDN_CACHE } from '~/server/cache/cache-tags'
import { describe, expect, it } from 'vitest'
import { fillShell, scriptJson } from '~/server/pages/page-head'
import { prepaintPage } from '~/app/prepaint'
import { createPageHandler } from '~/server/pages/marketplace-page'
import { pageGetter, PAGE_SHELL as SHELL } from '~/testing/page-shell'
import { browseQuery, listingKey, listingPageKey, serializeInfiniteKey, serializeKey } from '~/shared/marketplace-keys'
import handler from '../../netlify/functions/marketplace-page'
import { call, useTestDb } from './api-test-db'

const testDb = useTestDb()

const { pages, get } = pageGetter()

/** The inlined fallback of a page. */
const fallbackOf = (html: string) => JSON.parse(/<script type="application\/json" id="swr-fallback">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!)

async function aListing() {
  const [l] = await testDb.db.query<{ id: number; slug: string; title: string }>('select id, slug, title from listings order by id limit 1')
  return l!
}

describe('listing pages for crawlers and first paint', () => {
  it('fill the head from the database and inline the record exactly as the API answers it', async () => {
    const l = await aListing()
    const res = await get(`/listings/${l.id}/${l.slug}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(res.headers.get('netlify-cdn-cache-control')).toBe(PAGE_CDN_CACHE)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).toContain(`<title>${l.title} — ₦`)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).not.toContain('content="noindex"')
    expect(html).toContain(`<link rel="canonical" href="https://haven.ng/listings/${l.id}/${l.slug}">`)
    // Open Graph gets the pipeline's JPEG (decision 041); the preload asks for the AVIF the gallery picks.
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/haven\.ng\/media\/photos\/[0-9a-f]{16}-\d+x\d+-[0-9a-f]{6}\.jpg">/)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/media\/photos\/[0-9a-f-]+x[0-9a-f-]+-320\.avif 320w, [^"]+" imagesizes="\(min-width: 1280px\) 856px, [^"]+" fetchpriority="high">/)
    const ld = jsonLdOf(html)
    expect(ld).toMatchObject({ '@type': 'RealEstateListing', name: l.title, offers: { '@type': 'Offer' }, contentLocation: { '@type': 'Place' } })
    const api = await call(`/indexing/listings-search?id=${l.id}`)
    expect(fallbackOf(html)[serializeKey(listingKey({ id: String(l.id), slug: l.slug }))]).toEqual(api.body.data)
  })

  it('answers 404 with noindex for an unknown listing, still with the app shell', async () => {
    const res = await get('/listings/no-such-listing')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<div id="root">')
  })

  it('inline /listings’ first page under useSWRInfinite’s key', async () => {
    const search = new URLSearchParams('state=Lagos&property_status=Completed&bedrooms=3')
    const html = await (await get(`/listings?${search}`)).text()
    const query = browseQuery(search)
    const api = await call(`/indexing/listings-search?${new URLSearchParams({ ...query, page: '1' })}`)
    expect(fallbackOf(html)[serializeInfiniteKey(listingPageKey(query, 1))]).toEqual([api.body])
  })

  it('fill a realtor profile and the marketplace home', async () => {
    const { body } = await call('/sales-advisors/realtors')
    const r = body.data[0]
    const html = await (await get(`/find-trusted-realtors/${r.id}/${r.username}`)).text()
    expect(html).toContain(`<title>${r.first_name} ${r.last_name}, trusted realtor | Haven</title>`)
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'RealEstateAgent' })
    expect((await get('/find-trusted-realtors/1/nobody-at-all')).status).toBe(404)
    const home = await (await get('/marketplace')).text()
    expect(Object.keys(fallbackOf(home))).toHaveLength(2)
  })

  it('serves each tenant on its own host, and the deployed function answers through Netlify’s entry', async () => {
    const html = await (await get('/listings', 'lekki-prime.localhost:8888')).text()
    expect(html).toContain('| Lekki Prime Realty</title>')
    expect((await get('/listings', 'elsewhere.example')).status).toBe(404)
    expect((await handler(new Request('http://unknown.example/listings', { headers: { host: 'unknown.example' } }))).status).toBe(404)
  })
})

describe('painted pages (decision 028 addendum)', () => {
  const BUILT = `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/assets/style-1.css">
<title>Haven</title>
<link rel="modulepreload" href="/assets/shell-1.js">
<link rel="modulepreload" href="/assets/react-1.js">
<script type="module" src="/assets/marketplace-1.js" data-boot="/assets/painted-1.js"></script>
</head>
<body>
<div id="root" data-route-id="" data-prerendered="false"><div aria-busy="true">loading</div></div>
<script type="application/json" id="haven-tenant">{}</script>
</body>
</html>`
  const painted = createPageHandler({ shell: async () => BUILT, paint: prepaintPage })

  it('carry the page itself, styled from the head, with the scripts behind it', async () => {
    const l = await aListing()
    const html = await (await painted(new Request(`http://localhost:8888/listings/${l.id}/${l.slug}`, { headers: { host: 'localhost:8888' } }))).text()
    const root = /<div id="root"[^>]*>([\s\S]*?)<\/div>\n<script type="application\/json" id="haven-tenant">/.exec(html)![1]!
    expect(root).toContain(`>${l.title.replace(/&/g, '&amp;')}</h1>`)
    expect(root).not.toContain('>loading<')
    // Styled from the head, once (decision 058), asked for before the scripts.
    expect(html.match(/style-1\.css/g)).toHaveLength(1)
    expect(html.indexOf('<link rel="stylesheet" href="/assets/style-1.css">')).toBeLessThan(html.indexOf('<script type="module"'))
    // Before the inlined answers, which would otherwise delay its request.
    expect(html.indexOf('<link rel="stylesheet" href="/assets/style-1.css">')).toBeLessThan(html.indexOf('id="swr-fallback"'))
    expect(html).not.toContain('modulepreload')
    // The boot starts the app and its imports once the page's largest photo is on screen (decision 059).
    expect(html).toContain('<script type="module" src="/assets/painted-1.js" data-app="/assets/marketplace-1.js" data-imports="/assets/shell-1.js /assets/react-1.js" fetchpriority="low">')
    expect(html.match(/<script type="module"/g)).toHaveLength(1)
  })

  it('paint the realtor directory: every card, its head, and an ItemList of RealEstateAgent (issue 26 item 2)', async () => {
    const { body } = await call('/sales-advisors/realtors?limit=100&page=1')
    const realtors = body.data as { id: number; username: string; first_name: string; last_name: string }[]
    const res = await painted(new Request('http://localhost:8888/find-trusted-realtors', { headers: { host: 'localhost:8888' } }))
    expect(res.status).toBe(200)
    expect(res.headers.get('netlify-cache-tag')).toContain(`realtor-${realtors[0]!.id}`)
    const html = await res.text()
    expect(html).toContain('<title>Find Trusted Realtors | Haven</title>')
    expect(html).toContain('<link rel="canonical" href="https://haven.ng/find-trusted-realtors">')
    const root = /<div id="root"[^>]*>([\s\S]*?)<\/div>\n<script type="application\/json" id="haven-tenant">/.exec(html)![1]!
    for (const r of realtors) expect(root).toContain(`${r.first_name} ${r.last_name}`)
    const ld = jsonLdOf(html)
    expect(ld['@type']).toBe('ItemList')
    expect(ld.itemListElement).toHaveLength(realtors.length)
    expect(ld.itemListElement[0].item).toMatchObject({ '@type': 'RealEstateAgent', url: `https://haven.ng/find-trusted-realtors/${realtors[0]!.id}/${realtors[0]!.username}` })
  })

  it('paint /listings with its cards, and leave a missing listing to the app', async () => {
    const html = await (await painted(new Request('http://localhost:8888/listings?state=Lagos', { headers: { host: 'localhost:8888' } }))).text()
    expect(html).toContain('Here are your properties')
    expect((html.match(/<article/g) ?? []).length).toBe(10)
    const missing = await painted(new Request('http://localhost:8888/listings/999999/nothing', { headers: { host: 'localhost:8888' } }))
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<div aria-busy="true">loading</div>')
  })
})

describe('without the built shell or with another method', () => {
  it('still fills the head on a bare document, and refuses anything but GET and HEAD', async () => {
    const bare = createPageHandler({ shell: async () => null })
    const l = await aListing()
    const res = await bare(new Request(`http://localhost/listings/${l.id}/${l.slug}`, { headers: { host: 'localhost' } }))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(`<title>${l.title} — `)
    const post = await pages(new Request('http://localhost/listings', { method: 'POST', headers: { host: 'localhost' } }))
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD'])
  })
})

describe('the head is safe whatever the data says', () => {
  it('escapes text and keeps inlined JSON inside its script', () => {
    const html = fillShell(SHELL, { title: '</title><script>alert(1)</script>', description: '"quoted" & <b>', canonical: 'https://haven.ng/x?a=1&b=2', jsonLd: { name: '</script><script>x()</script>' } }, { k: '</script>' })
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('</script><script>x()')
    expect(html).toContain('&lt;/title&gt;')
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"')
    expect(JSON.parse(scriptJson({ k: '</script>\u2028' }))).toEqual({ k: '</script>\u2028' })
  })
})
