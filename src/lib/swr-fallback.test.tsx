import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listingKey, listingPageKey, serializeInfiniteKey, serializeKey } from '~/shared/marketplace-keys'
import { SWRConfig, swrConfig, useSWR, useSWRInfinite } from './swr'
import { readSwrFallback } from './swr-fallback'

/** A document as the page function sends it: the fallback JSON with <, > and & escaped. */
function documentWith(scriptText: string | null) {
  const doc = document.implementation.createHTMLDocument('page')
  if (scriptText !== null) {
    const script = doc.createElement('script')
    script.type = 'application/json'
    script.id = 'swr-fallback'
    script.textContent = scriptText
    doc.head.append(script)
  }
  return doc
}

const escapeForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

describe('readSwrFallback', () => {
  it('is empty on a page without inlined data, or with data it cannot read', () => {
    expect(readSwrFallback(documentWith(null))).toEqual({})
    for (const garbage of ['', '{not json', '[1,2]', 'null', '"text"', '42']) expect(readSwrFallback(documentWith(garbage))).toEqual({})
  })

  it('reads back what the page function escaped, keys and all', () => {
    const key = serializeKey(listingKey({ slug: 'a "quoted" </script> & slug' }))
    const value = { title: '</script><script>x()</script>', price: 1 }
    expect(readSwrFallback(documentWith(escapeForScript({ [key]: value })))).toEqual({ [key]: value })
  })
})

describe('a page painted from the inlined data', () => {
  it('asks nothing for the record or the first results page, and asks only for page 2 on “load more”', async () => {
    const query = { state: 'Lagos', limit: '1' }
    const page1 = { data: [{ title: 'Inlined result' }], metadata: { page: 1, pages: 2 } }
    const fallback = readSwrFallback(
      documentWith(escapeForScript({ [serializeKey(listingKey({ id: '7', slug: 's' }))]: { title: 'Inlined listing' }, [serializeInfiniteKey(listingPageKey(query, 1))]: [page1] })),
    )
    const asked: unknown[] = []
    let loadMore = () => {}
    function Page() {
      const one = useSWR(listingKey({ id: '7', slug: 's' }), (key) => {
        asked.push(key)
        return { title: 'fetched' }
      })
      const many = useSWRInfinite(
        (index, previous: typeof page1 | null) => (previous && previous.metadata.page >= previous.metadata.pages ? null : listingPageKey(query, index + 1)),
        (key) => {
          asked.push(key)
          return { data: [{ title: `fetched page ${key[2]}` }], metadata: { page: key[2], pages: 2 } }
        },
        { revalidateFirstPage: false },
      )
      loadMore = () => void many.setSize(2)
      return <p>{[one.data?.title, ...(many.data ?? []).map((p) => p.data[0]?.title)].join(' / ')}</p>
    }
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>
        <Page />
      </SWRConfig>,
    )
    expect(await screen.findByText('Inlined listing / Inlined result')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 50))
    expect(asked).toEqual([])
    await act(async () => loadMore())
    expect(await screen.findByText(/fetched page 2$/)).toBeTruthy()
    // The first page lives in the infinite key's fallback, not in its own page key, so SWR asks for
    // it again when the second is loaded: one extra request on the first "load more".
    expect(asked).toEqual([listingPageKey(query, 1), listingPageKey(query, 2)])
  })
})
