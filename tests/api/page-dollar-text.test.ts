import { describe, expect, it } from 'vitest'
import { escapeHtml } from '~/server/email/templates/layout'
import { pageGetter } from '~/testing/page-shell'
import { useTestDb } from './api-test-db'

/**
 * Issue 20, item 8: `$&`, `$'`, `` $` ``, `$1` and `$$` in a listing's or a realtor's text are
 * text. String.replace with a string reads them as replacement patterns: a broken <title>, invalid
 * inlined JSON, a hydration error, and with `$'` the whole rest of the document written twice.
 */
const testDb = useTestDb()
const { get } = pageGetter()

const TITLE = "Ikoyi penthouse, now $150,000 below valuation: $& $' $` $1 $$ $<name>"
const NAME = "Ade$&$'"
const ABOUT = "Sold $1m of homes; ask for $` and $' rates"

const jsonOf = (html: string, selector: RegExp) => JSON.parse(selector.exec(html)![1]!) as Record<string, unknown>
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/
const FALLBACK = /<script type="application\/json" id="swr-fallback">([\s\S]*?)<\/script>/

/** One document, its text where it belongs, its inlined JSON valid. */
function expectWholeDocument(html: string, title: string) {
  expect(html.match(/<html/g)).toHaveLength(1)
  expect(html.match(/<div id="root"/g)).toHaveLength(1)
  expect(html.match(/<title>/g)).toHaveLength(1)
  expect(html).toContain(`<title>${escapeHtml(title)}`)
  expect(html).toContain(`<meta property="og:title" content="${escapeHtml(title)}`)
  expect(() => jsonOf(html, FALLBACK)).not.toThrow()
  return jsonOf(html, JSON_LD)
}

describe('a $ in listing and realtor text', () => {
  it('stays text in a listing page: one document, title and JSON as written', async () => {
    const [l] = await testDb.db.query<{ id: number; slug: string }>(
      'update listings set title = $1 where id = (select min(id) from listings) returning id, slug',
      [TITLE],
    )
    const html = await (await get(`/listings/${l!.id}/${l!.slug}`)).text()
    expect(expectWholeDocument(html, TITLE)).toMatchObject({ name: TITLE })
  })

  it('stays text in a realtor page', async () => {
    const [r] = await testDb.db.query<{ id: number; username: string }>(
      'update realtors set first_name = $1, description = $2 where id = (select min(id) from realtors) returning id, username',
      [NAME, ABOUT],
    )
    const html = await (await get(`/find-trusted-realtors/${r!.id}/${r!.username}`)).text()
    expect(expectWholeDocument(html, `${NAME} `)).toMatchObject({ description: ABOUT })
    expect(html).toContain(`<meta name="description" content="${escapeHtml(ABOUT)}">`)
  })
})
