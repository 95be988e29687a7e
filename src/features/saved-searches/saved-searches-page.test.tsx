import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import type { SavedSearch } from '~/shared/types/buyer-tools'
import { fail, fakeToken, installFakeApi, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { deferred, fakeSavedSearches, savedSearch } from './fake-saved-searches'
import { SavedSearchesPage } from './saved-searches-page'

const LEKKI = savedSearch(1, 'Lekki homes', { query: 'state=Lagos&display_address=Lekki&bedrooms=3', total_results: 1 })
const IKOYI = savedSearch(2, 'Ikoyi flats', { total_results: 1234 })

const toasts = () => toastStore.get().map((t) => ({ kind: t.kind, title: t.title, description: t.description }))
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

function renderSignedIn(rows: SavedSearch[], overrides: (server: ReturnType<typeof fakeSavedSearches>) => Record<string, FakeHandler> = () => ({})) {
  const server = fakeSavedSearches(rows)
  const api = installFakeApi({ ...server.handlers, ...overrides(server) })
  act(() => session.start(fakeToken()))
  renderWithTenant(<SavedSearchesPage />, { wrapper: FreshSwr, routeId: 'saved' })
  return api
}

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/saved signed out', () => {
  it('asks the visitor to sign in, opens the sign-in modal and requests nothing', () => {
    const api = installFakeApi({})
    const asked: OpenAuthDetail[] = []
    const listen = (e: Event) => asked.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    try {
      renderWithTenant(<SavedSearchesPage />, { wrapper: FreshSwr, routeId: 'saved' })
      expect(screen.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeTruthy()
      expect(screen.getByRole('heading', { level: 2, name: 'Sign in to see your saved searches' })).toBeTruthy()
      expect(link('New search')).toBe('/listings?state=Lagos')
      fireEvent.click(button('Sign in'))
      expect(asked).toEqual([{ mode: 'signin' }])
      expect(api.calls).toHaveLength(0)
    } finally {
      window.removeEventListener(OPEN_AUTH_EVENT, listen)
    }
  })
})

describe('/saved', () => {
  it('shows skeletons, then a card per search with its count and labelled actions', async () => {
    const list = deferred(fakeSavedSearches([LEKKI, IKOYI]).handlers['GET /save-search']!)
    renderSignedIn([], () => ({ 'GET /save-search': list.handler }))
    expect(screen.getByRole('status', { name: 'Loading your saved searches' })).toBeTruthy()
    list.release()

    const cards = within(await screen.findByRole('list', { name: 'Saved searches' })).getAllByRole('listitem')
    expect(screen.queryByRole('status', { name: 'Loading your saved searches' })).toBeNull()
    expect(cards.map((c) => c.textContent)).toEqual([expect.stringMatching(/^Lekki homes1 propertyE-mail alerts/), expect.stringMatching(/^Ikoyi flats1,234 propertiesE-mail alerts/)])
    expect((within(cards[0]!).getByLabelText('E-mail alerts for Lekki homes') as HTMLSelectElement).value).toBe('daily')
    expect(link('Lekki homes')).toBe('/listings?state=Lagos&display_address=Lekki&bedrooms=3')
    expect(link('Open Lekki homes')).toBe('/listings?state=Lagos&display_address=Lekki&bedrooms=3')
    expect(link('Open Ikoyi flats')).toBe('/listings?state=Lagos&property_status=Completed&sort_by=lowest_price')
    expect(button('Edit title of Ikoyi flats')).toBeTruthy()
    expect(button('Delete Ikoyi flats')).toBeTruthy()
  })

  it('shows the empty state with a way to search', async () => {
    renderSignedIn([])
    expect(await screen.findByText('No saved searches yet!')).toBeTruthy()
    expect(link('Search properties')).toBe('/listings?state=Lagos')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says so when the list cannot be loaded', async () => {
    renderSignedIn([], () => ({ 'GET /save-search': () => fail(500, 'Saved searches are unavailable') }))
    expect((await screen.findByRole('alert')).textContent).toBe('Saved searches are unavailable')
  })

  it('renames a search under the title rule', async () => {
    const api = renderSignedIn([LEKKI, IKOYI])
    fireEvent.click(await screen.findByRole('button', { name: 'Edit title of Lekki homes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit search title' })
    const field = within(dialog).getByLabelText('Title') as HTMLInputElement
    const save = within(dialog).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement
    expect(field.value).toBe('Lekki homes')
    expect(save.disabled).toBe(true)
    fireEvent.change(field, { target: { value: '' } })
    fireEvent.blur(field)
    expect(within(dialog).getByText('Title is required')).toBeTruthy()
    expect(save.disabled).toBe(true)
    fireEvent.change(field, { target: { value: ' Lekki family homes ' } })
    expect(save.disabled).toBe(false)
    fireEvent.click(save)

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', title: 'Search title updated', description: undefined }]))
    expect(api.callsTo('PATCH /save-search/1').map((c) => c.body)).toEqual([{ label: 'Lekki family homes' }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByRole('link', { name: 'Lekki family homes' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Lekki homes' })).toBeNull()
  })

  it('reports a refused rename with the server message and keeps the dialog open', async () => {
    renderSignedIn([LEKKI], () => ({ 'PATCH /save-search/1': () => fail(400, 'Title must be at most 80 characters') }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit title of Lekki homes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit search title' })
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Lekki' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: 'Error', description: 'Title must be at most 80 characters' }]))
    expect(screen.getByRole('dialog', { name: 'Edit search title' })).toBeTruthy()
  })

  it('deletes a search with a loading toast, then Search deleted, down to the empty state', async () => {
    let del: ReturnType<typeof deferred> | undefined
    const api = renderSignedIn([LEKKI], (server) => {
      del = deferred(server.handlers['DELETE /save-search/1']!)
      return { 'DELETE /save-search/1': del.handler }
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lekki homes' }))
    await waitFor(() => expect(api.callsTo('DELETE /save-search/1')).toHaveLength(1))
    expect(toasts()).toEqual([{ kind: 'loading', title: 'Deleting search, please wait...', description: undefined }])
    expect(button('Delete Lekki homes').disabled).toBe(true)
    del!.release()

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', title: 'Search deleted', description: undefined }]))
    expect(await screen.findByText('No saved searches yet!')).toBeTruthy()
    expect(api.callsTo('GET /save-search')).toHaveLength(2)
  })

  it('reports a failed delete as Deleting failed with the server message and keeps the card', async () => {
    renderSignedIn([LEKKI, IKOYI], () => ({ 'DELETE /save-search/2': () => fail(500, 'Database unavailable') }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ikoyi flats' }))
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: 'Deleting failed', description: 'Database unavailable' }]))
    await waitFor(() => expect(button('Delete Ikoyi flats').disabled).toBe(false))
    expect(screen.getByRole('link', { name: 'Ikoyi flats' })).toBeTruthy()
  })
})
