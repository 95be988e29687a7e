import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { apiErrors } from '~/lib/api-client'
import { PaintedSession, session } from '~/lib/session'
import { SWRConfig, swrConfig } from '~/lib/swr'
import { toastStore } from '~/lib/toast-store'
import { listingPageKey, serializeInfiniteKey } from '~/shared/marketplace-keys'
import { AuthModalHost } from '~/features/auth/modal/auth-modal-host'
import { useFavouriteCount } from '~/features/favourites/api/counts'
import { fakeFavourites } from '~/features/favourites/fake-favourites'
import { deferred, fail, fakeToken, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { listingDto } from '~/testing/listing-dto'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ListingsFeed } from '../browse/listings-feed'
import { SaveButton } from './save-button'

const listing = listingDto()
const toasts = () => toastStore.get().map((t) => ({ title: t.title, description: t.description }))
const heart = (saved: boolean) => screen.getByRole('button', { name: saved ? `Remove ${listing.title} from favourites` : `Save ${listing.title}` })

/** The top bar's count, on the same cache as the heart. */
function Count() {
  return <p data-testid="count">{useFavouriteCount().data ?? '-'}</p>
}

function renderSignedIn(handlers: Record<string, FakeHandler>, ui = <SaveButton listing={listing} variant="icon" />) {
  const api = installFakeApi(handlers)
  act(() => session.start(fakeToken()))
  renderWithTenant(
    <>
      {ui}
      <Count />
    </>,
    { wrapper: FreshSwr, routeId: 'listings' },
  )
  return api
}

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('SaveButton signed in', () => {
  it('flips the heart at once, saves with POST /favourite, then refreshes the count', async () => {
    const server = fakeFavourites([listing])
    const post = deferred(server.handlers['POST /favourite']!)
    const api = renderSignedIn({ ...server.handlers, 'POST /favourite': post.handler })
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'))
    expect(heart(false).getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(heart(false))
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
    expect(heart(true).querySelector('svg')?.getAttribute('fill')).toBe('currentColor')
    await waitFor(() => expect(api.callsTo('POST /favourite')).toHaveLength(1))
    expect(api.callsTo('POST /favourite')[0]!.body).toEqual({ listing_id: listing.id })
    expect(screen.getByTestId('count').textContent).toBe('0')

    post.release()
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'))
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
  })

  it('removes a saved listing with DELETE /favourite/{listing_id}', async () => {
    const server = fakeFavourites([listing], [listing.id])
    const api = renderSignedIn(server.handlers, <SaveButton listing={{ ...listing, is_favorite: 1 }} variant="button" />)
    const button = screen.getByRole('button', { name: 'Saved' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(api.callsTo(`DELETE /favourite/${listing.id}`)).toHaveLength(1))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'))
    expect(server.saved.size).toBe(0)
  })

  it('flips back with an Error toast carrying the server’s message, and no second toast', async () => {
    const emitted: unknown[] = []
    const stop = apiErrors.subscribe((e) => emitted.push(e))
    try {
      renderSignedIn({ ...fakeFavourites([listing]).handlers, 'POST /favourite': () => fail(500, 'Favourites are resting') })
      fireEvent.click(heart(false))
      expect(heart(true).getAttribute('aria-pressed')).toBe('true')
      await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Favourites are resting' }]))
      expect(heart(false).getAttribute('aria-pressed')).toBe('false')
      expect(emitted).toEqual([])
    } finally {
      stop()
    }
  })

  it('says Unable to update favorites when the server gives no message', async () => {
    renderSignedIn({ ...fakeFavourites([listing]).handlers, 'POST /favourite': () => ({ status: 502, body: 'Bad gateway' }) })
    fireEvent.click(heart(false))
    await waitFor(() => expect(toasts()).toEqual([{ title: 'Error', description: 'Unable to update favorites' }]))
    expect(heart(false).getAttribute('aria-pressed')).toBe('false')
  })

  it('asks the browse list again after a change', async () => {
    const query = { state: 'Lagos', limit: '10' }
    const api = renderSignedIn(fakeFavourites([listing]).handlers, <ListingsFeed query={query} />)
    await screen.findByRole('heading', { name: listing.title })
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('0'))
    const before = api.callsTo('GET /indexing/listings-search').length
    fireEvent.click(heart(false))
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('1'))
    await waitFor(() => expect(api.callsTo('GET /indexing/listings-search').length).toBe(before + 1))
    expect(api.callsTo('GET /indexing/listings-search').at(-1)!.query.get('page')).toBe('1')
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('saved state on a page opened signed in', () => {
  it('asks again for a page the page function inlined, which is a visitor’s view', async () => {
    const query = { state: 'Lagos' }
    const api = installFakeApi(fakeFavourites([listing], [listing.id]).handlers)
    act(() => session.start(fakeToken()))
    const inlined = ok([listing], { metadata: { page: 1, pages: 1, total: 1, units: 1, average_price: 0 } }).body
    const fallback = { [serializeInfiniteKey(listingPageKey(query, 1))]: [inlined] }
    renderWithTenant(<ListingsFeed query={query} />, {
      routeId: 'listings',
      wrapper: ({ children }) => <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>{children}</SWRConfig>,
    })
    expect(heart(false).getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(heart(true).getAttribute('aria-pressed')).toBe('true'))
    expect(api.callsTo('GET /indexing/listings-search')).toHaveLength(1)
  })

  it('does not ask again for answers painted for this very session (decision 053)', async () => {
    const query = { state: 'Lagos' }
    const api = installFakeApi(fakeFavourites([listing], [listing.id]).handlers)
    act(() => session.start(fakeToken()))
    const inlined = ok([{ ...listing, is_favorite: 1 }], { metadata: { page: 1, pages: 1, total: 1, units: 1, average_price: 0 } }).body
    const fallback = { [serializeInfiniteKey(listingPageKey(query, 1))]: [inlined] }
    renderWithTenant(<ListingsFeed query={query} />, {
      routeId: 'listings',
      wrapper: ({ children }) => (
        <PaintedSession.Provider value={session.get()}>
          <SWRConfig value={{ ...swrConfig, provider: () => new Map(), fallback }}>{children}</SWRConfig>
        </PaintedSession.Provider>
      ),
    })
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
    await new Promise((r) => setTimeout(r, 50))
    expect(api.callsTo('GET /indexing/listings-search')).toHaveLength(0)
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
  })
})

describe('SaveButton for a visitor', () => {
  it('shows the saved state once signed in: listings fetched before are asked again', async () => {
    const api = installFakeApi(fakeFavourites([listing], [listing.id]).handlers)
    renderWithTenant(<ListingsFeed query={{ state: 'Lagos' }} />, { wrapper: FreshSwr, routeId: 'listings' })
    await screen.findByRole('heading', { name: listing.title })
    expect(heart(false).getAttribute('aria-pressed')).toBeNull()
    act(() => session.start(fakeToken()))
    await waitFor(() => expect(heart(true).getAttribute('aria-pressed')).toBe('true'))
    expect(api.callsTo('GET /indexing/listings-search').map((c) => Boolean(c.headers.authorization))).toEqual([false, true])
  })

  it('asks to sign in, and saves the listing once signed in from the notice', async () => {
    const server = fakeFavourites([listing])
    const api = installFakeApi({
      ...server.handlers,
      'GET /auth/providers': () => ok({ google: false }),
      'POST /auth/user-login': () => ok({ accessToken: fakeToken() }),
    })
    renderWithTenant(
      <>
        <SaveButton listing={listing} variant="icon" />
        <AuthModalHost />
      </>,
      { wrapper: FreshSwr, routeId: 'listings' },
    )
    expect(heart(false).getAttribute('aria-pressed')).toBeNull()
    fireEvent.click(heart(false))
    const notice = await screen.findByRole('dialog', { name: 'Save Your Favorites' })
    expect(notice.textContent).toContain('Log in or sign up to save this listing and access it anytime.')
    expect(api.calls.filter((c) => c.path.startsWith('/favourite'))).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await screen.findByRole('dialog', { name: 'Sign in' })
    for (const [label, value] of [['Email address', 'ada@example.com'], ['Password', 'correct horse']]) {
      fireEvent.change(screen.getByLabelText(label!), { target: { value } })
      fireEvent.blur(screen.getByLabelText(label!))
    }
    fireEvent.click(screen.getByRole('button', { name: /^Sign in$/ }))
    await waitFor(() => expect(api.callsTo('POST /favourite')).toHaveLength(1))
    expect(api.callsTo('POST /favourite')[0]!.headers.authorization).toMatch(/^Bearer /)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(heart(true).getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(server.saved.has(listing.id)).toBe(true))
  })
})
