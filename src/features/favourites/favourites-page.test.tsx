import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { session } from '~/lib/session'
import { fakeToken, installFakeApi, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { listingDto } from '~/testing/listing-dto'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { fakeFavourites } from './fake-favourites'
import { FavouritesPage } from './favourites-page'

const terrace = listingDto()
const flat = listingDto({ id: 456, title: '2-bedroom flat in Ikoyi', slug: '2-bedroom-flat-in-ikoyi-456' })

function renderPage(handlers: Record<string, FakeHandler>, url = '/favorites') {
  const api = installFakeApi(handlers)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FreshSwr>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </FreshSwr>
  )
  renderWithTenant(<FavouritesPage />, { wrapper, routeId: 'favorites' })
  return api
}

function renderSignedIn(handlers: Record<string, FakeHandler>, url?: string) {
  act(() => session.start(fakeToken()))
  return renderPage(handlers, url)
}

const grid = () => within(screen.getByRole('heading', { level: 1 }).closest('section')!)

afterEach(() => act(() => session.end()))

describe('/favorites', () => {
  it('asks a visitor to sign in and requests nothing', () => {
    const asked: OpenAuthDetail[] = []
    const listen = (e: Event) => asked.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    try {
      const api = renderPage({})
      expect(screen.getByRole('heading', { level: 1, name: 'Favourite properties' })).toBeTruthy()
      expect(screen.getByRole('heading', { level: 2, name: 'Sign in to see your favourites' })).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
      expect(asked).toEqual([{ mode: 'signin' }])
      expect(api.calls).toHaveLength(0)
    } finally {
      window.removeEventListener(OPEN_AUTH_EVENT, listen)
    }
  })

  it('lists the favourites under the URL’s filters with the count, 8 skeletons first, and sorts', async () => {
    const api = renderSignedIn(fakeFavourites([terrace, flat], [terrace.id, flat.id]).handlers, '/favorites?bedrooms=3')
    expect(screen.getByRole('list', { name: 'Loading properties' }).children).toHaveLength(8)
    expect(await screen.findByText('2 properties')).toBeTruthy()
    expect(grid().getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([terrace.title, flat.title])
    expect(grid().getByRole('button', { name: `Remove ${flat.title} from favourites` }).getAttribute('aria-pressed')).toBe('true')
    expect(Object.fromEntries(api.callsTo('GET /favourite')[0]!.query)).toEqual({ sort_by: 'lowest_price', limit: '10', bedrooms: '3', page: '1' })
    // Every status unless one is asked for.
    expect((screen.getAllByLabelText('Status')[0] as HTMLSelectElement).value).toBe('')

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'highest_price' } })
    await waitFor(() => expect(api.callsTo('GET /favourite').at(-1)!.query.get('sort_by')).toBe('highest_price'))
    expect(api.callsTo('GET /favourite').at(-1)!.query.get('bedrooms')).toBe('3')
  })

  it('drops an un-hearted listing once the list is read again, then shows the empty state with listings to explore', async () => {
    const server = fakeFavourites([terrace, flat], [terrace.id])
    const api = renderSignedIn(server.handlers)
    expect(await screen.findByText('1 property')).toBeTruthy()
    fireEvent.click(grid().getByRole('button', { name: `Remove ${terrace.title} from favourites` }))
    expect(await screen.findByText('No favourites found!')).toBeTruthy()
    expect(api.callsTo(`DELETE /favourite/${terrace.id}`)).toHaveLength(1)
    expect(screen.getByText('You currently do not have any favourite properties. Explore other properties below to see the ones you like.')).toBeTruthy()
    expect(screen.getByText('0 properties')).toBeTruthy()
    await waitFor(() => expect(grid().getAllByRole('article')).toHaveLength(2))
    expect(Object.fromEntries(api.callsTo('GET /indexing/listings-search')[0]!.query)).toMatchObject({ state: 'Lagos', property_status: 'Completed', limit: '8', page: '1' })
  })
})
