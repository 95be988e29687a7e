import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { api } from '~/lib/api-client'
import { session, useSession, userKey } from '~/lib/session'
import { useSWR } from '~/lib/swr'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { useSavedSearches } from './api/saved-searches'
import { SAVED_SEARCH_COUNT_KEY } from './api/keys'
import { deferred, fakeSavedSearches } from './fake-saved-searches'
import { SaveSearchButton } from './save-search-button'

const QUERY = { state: 'Lagos', property_status: 'Completed', sort_by: 'lowest_price', limit: '10' }

const toasts = () => toastStore.get().map((t) => ({ kind: t.kind, title: t.title, description: t.description }))
const title = () => screen.getByLabelText('Title') as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement
const type = (value: string) => {
  fireEvent.change(title(), { target: { value } })
  fireEvent.blur(title())
}

/** What the header's count and /saved show, on the same cache as the dialog. */
function Probe() {
  const s = useSession()
  const { data: list } = useSavedSearches()
  const { data: count } = useSWR(s ? userKey(s, SAVED_SEARCH_COUNT_KEY) : null, async () => (await api<{ count: number }>('/save-search/count')).data.count)
  return <p data-testid="probe">{`${list?.length ?? '-'} listed, count ${count ?? '-'}`}</p>
}

function renderSignedIn(handlers: Record<string, FakeHandler> = fakeSavedSearches().handlers) {
  const calls = installFakeApi(handlers)
  act(() => session.start(fakeToken()))
  renderWithTenant(
    <>
      <SaveSearchButton query={QUERY} total={12} />
      <Probe />
    </>,
    { wrapper: FreshSwr, routeId: 'listings' },
  )
  return calls
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Save search' }))
  return screen.findByRole('dialog', { name: 'Save this search' })
}

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('Save search on /listings', () => {
  it('asks a visitor to sign in and requests nothing', () => {
    const calls = installFakeApi({})
    const asked: OpenAuthDetail[] = []
    const listen = (e: Event) => asked.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    try {
      renderWithTenant(<SaveSearchButton query={QUERY} total={12} />, { wrapper: FreshSwr, routeId: 'listings' })
      fireEvent.click(screen.getByRole('button', { name: 'Save search' }))
      expect(asked).toEqual([{ mode: 'signin' }])
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(calls.calls).toHaveLength(0)
    } finally {
      window.removeEventListener(OPEN_AUTH_EVENT, listen)
    }
  })

  it('suggests a title from the filters and checks the title rule once the field is left', async () => {
    renderSignedIn()
    await openDialog()
    expect(title().value).toBe('Completed properties in Lagos')
    expect(screen.getByText('12 properties match these filters today. Find the search again under Saved searches.')).toBeTruthy()
    expect(saveButton().disabled).toBe(false)

    fireEvent.change(title(), { target: { value: 'A' } })
    expect(screen.queryByText('Title is required')).toBeNull()
    fireEvent.blur(title())
    expect(screen.getByText('Title is required')).toBeTruthy()
    expect(title().getAttribute('aria-invalid')).toBe('true')
    expect(saveButton().disabled).toBe(true)
    type('   ')
    expect(saveButton().disabled).toBe(true)
    type('Lekki homes')
    expect(screen.queryByText('Title is required')).toBeNull()
    expect(saveButton().disabled).toBe(false)
  })

  it('saves the query without the page size, shows the loading then the success toast, closes and refreshes the list and count', async () => {
    const server = fakeSavedSearches()
    const post = deferred(server.handlers['POST /save-search']!)
    const calls = renderSignedIn({ ...server.handlers, 'POST /save-search': post.handler })
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('0 listed, count 0'))
    await openDialog()
    type('  Lekki homes  ')
    fireEvent.click(saveButton())

    expect((await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement).toHaveProperty('disabled', true)
    expect(toasts()).toEqual([{ kind: 'loading', title: 'Saving search, please wait...', description: undefined }])
    post.release()
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'success', title: 'Search Saved', description: undefined }]))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(calls.callsTo('POST /save-search').map((c) => c.body)).toEqual([
      { label: 'Lekki homes', query: 'state=Lagos&property_status=Completed&sort_by=lowest_price', total_results: 12, alert_frequency: 'daily', time_zone: expect.any(String) },
    ])
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1 listed, count 1'))
    expect(calls.callsTo('GET /save-search')).toHaveLength(2)
    expect(calls.callsTo('GET /save-search/count')).toHaveLength(2)
  })

  it('reports a refused save with the server message and keeps the dialog open', async () => {
    const message = 'You can keep up to 50 saved searches. Delete one to save another.'
    renderSignedIn({ ...fakeSavedSearches().handlers, 'POST /save-search': () => fail(409, message) })
    await openDialog()
    fireEvent.click(saveButton())
    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', title: 'Error', description: message }]))
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBeTruthy()
    await waitFor(() => expect(saveButton().disabled).toBe(false))
  })

  it('closes without saving on Cancel', async () => {
    const calls = renderSignedIn()
    await openDialog()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.callsTo('POST /save-search')).toHaveLength(0)
  })
})
