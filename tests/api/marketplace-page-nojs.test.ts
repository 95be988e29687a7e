import { describe, expect, it } from 'vitest'
import { pageGetter } from '~/testing/page-shell'
import { browseQuery, listingPageKey, serializeInfiniteKey } from '~/shared/marketplace-keys'
import { call, useTestDb } from './api-test-db'

useTestDb()

const { get } = pageGetter()

const fallbackOf = (html: string) => JSON.parse(/<script type="application\/json" id="swr-fallback">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>
const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&')

/** Sale and rent in Lagos, any status: enough listings for three pages of 10. */
const WIDE = 'state=Lagos&property_status='

describe('results pages without JavaScript (decision 056)', () => {
  it('paint the page the URL names, under the key the infinite list starts from, with its canonical, prev and next', async () => {
    const search = new URLSearchParams(`${WIDE}&page=2`)
    const res = await get(`/listings?${search}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    const query = browseQuery(search)
    const api = await call(`/indexing/listings-search?${new URLSearchParams({ ...query, page: '2' })}`)
    expect(api.body.metadata.pages).toBeGreaterThan(2)
    expect(fallbackOf(html)[serializeInfiniteKey(listingPageKey(query, 2))]).toEqual([api.body])
    expect(linkOf(html, 'canonical')).toBe(`https://haven.ng/listings?${WIDE}&page=2`)
    expect(linkOf(html, 'prev')).toBe(`https://haven.ng/listings?${WIDE}`)
    expect(linkOf(html, 'next')).toBe(`https://haven.ng/listings?${WIDE}&page=3`)
    const first = await (await get(`/listings?${WIDE}`)).text()
    expect(linkOf(first, 'prev')).toBeUndefined()
    expect(linkOf(first, 'next')).toBe(`https://haven.ng/listings?${WIDE}&page=2`)
  })

  it('answer a search sent by the GET form at its tidy address', async () => {
    const sent = 'location=&place=&state=Lagos&property_status=Completed&property_sub_type=&bedrooms=3&bathrooms=&min_amount=10%2C000%2C000&max_amount=&category=For+rent'
    const res = await get(`/listings?${sent}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/listings?state=Lagos&property_status=Completed&bedrooms=3&min_amount=10000000&category=For+rent')
    expect((await get(res.headers.get('location')!)).status).toBe(200)
  })

  it('send a bad page number or filter to a page that exists, never an error', async () => {
    for (const page of ['0', '-1', 'abc', '1']) {
      const res = await get(`/listings?${WIDE}&page=${page}`)
      expect(res.status, page).toBe(302)
      expect(res.headers.get('location')).toBe(`/listings?${WIDE}`)
    }
    const { body } = await call(`/indexing/listings-search?${new URLSearchParams(browseQuery(new URLSearchParams(WIDE)))}`)
    const past = await get(`/listings?${WIDE}&page=9999`)
    expect(past.status).toBe(302)
    expect(past.headers.get('location')).toBe(`/listings?${WIDE}&page=${body.metadata.pages}`)
    expect((await get(`/listings?${WIDE}&page=99999999999999`)).headers.get('location')).toBe(`/listings?${WIDE}`)
    const bad = await get('/listings?bedrooms=abc&limit=900&state=Lagos')
    expect(bad.status).toBe(302)
    expect(bad.headers.get('location')).toBe('/listings?state=Lagos')
  })

  it('page a realtor’s listings the same way', async () => {
    const { body } = await call('/sales-advisors/realtors')
    const r = body.data[0]
    const res = await get(`/find-trusted-realtors/${r.id}/${r.username}?page=0`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/find-trusted-realtors/${r.id}/${r.username}`)
  })
})
