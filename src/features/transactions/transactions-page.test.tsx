import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { session } from '~/lib/session'
import { expectSignInPrompt } from '~/testing/auth-requests'
import { toastStore } from '~/lib/toast-store'
import { fakeToken, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { transactionDto, transactionsPage } from '~/testing/transaction-dto'
import { TransactionsPage } from './transactions-page'

const LIST = 'GET /enquiry/schedule-viewing'

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/transactions?state=Lagos&bedrooms=3']}>
      <FreshSwr>{children}</FreshSwr>
    </MemoryRouter>
  )
}

function renderPage(handlers: Record<string, FakeHandler> = {}, signedIn = true) {
  const api = installFakeApi(handlers)
  if (signedIn) act(() => session.start(fakeToken()))
  renderWithTenant(<TransactionsPage />, { wrapper: Wrapper, routeId: 'transactions' })
  return api
}

const toasts = () => toastStore.get().map((t) => t.title)

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/transactions', () => {
  it('asks a visitor to sign in and requests nothing', () => {
    const api = renderPage({}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy()
    expect(screen.queryByLabelText('Sort by')).toBeNull()
    expectSignInPrompt('Sign in to see your transactions')
    expect(api.calls).toHaveLength(0)
  })

  it('shows 4 skeletons, then the count and the cards; the newest first, 10 a page', async () => {
    let release = () => {}
    const api = renderPage({ [LIST]: () => new Promise((r) => (release = () => r(ok(transactionsPage([transactionDto(2), transactionDto(1)]))))) })
    const skeletons = screen.getByRole('list', { name: 'Loading properties' })
    expect(skeletons.children).toHaveLength(4)
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1))
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({ limit: '10', page: '1', sort_by: 'new' })
    release()
    expect(await screen.findByText('2 results')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('list', { name: 'Loading properties' })).toBeNull()
    // The first card's photo is the page's largest paint: fetched at once; the rest as they near.
    const photos = screen.getAllByRole('article').map((a) => a.querySelector('img[src*="-thumbnail"]')!)
    expect(photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
    ])
  })

  it('says No transactions found when there are none', async () => {
    renderPage({ [LIST]: () => ok(transactionsPage([])) })
    expect(await screen.findByText('No transactions found')).toBeTruthy()
    expect(screen.getByText('0 results')).toBeTruthy()
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('sorts by price on request and loads the next page with Load more', async () => {
    const api = renderPage({
      [LIST]: (req) => {
        const page = Number(req.query.get('page'))
        return ok(transactionsPage([transactionDto(page * 10)], { total: 2, page, pages: 2 }))
      },
    })
    expect(await screen.findByText('2 results')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(api.callsTo(LIST).map((c) => c.query.get('page'))).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'highest_price' } })
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('sort_by')).toBe('highest_price'))
  })

  it('cancels a viewing after a confirm step and reads the list again', async () => {
    let status: 'PENDING_CONFIRMATION' | 'CANCELED' = 'PENDING_CONFIRMATION'
    const api = renderPage({
      [LIST]: () => ok(transactionsPage([transactionDto(7, { status })])),
      'PATCH /enquiry/schedule-viewing/7': () => {
        status = 'CANCELED'
        return ok(transactionDto(7, { status }))
      },
    })
    const card = within(await screen.findByRole('article'))
    fireEvent.click(card.getByRole('button', { name: 'Cancel viewing' }))
    expect(card.getByRole('group', { name: 'Cancel this viewing?' })).toBeTruthy()
    // 'Keep it' changes nothing and gives the focus back.
    fireEvent.click(card.getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(document.activeElement).toBe(card.getByRole('button', { name: 'Cancel viewing' })))
    expect(api.callsTo('PATCH /enquiry/schedule-viewing/7')).toHaveLength(0)

    fireEvent.click(card.getByRole('button', { name: 'Cancel viewing' }))
    await waitFor(() => expect(document.activeElement).toBe(card.getByRole('button', { name: 'Yes, cancel it' })))
    fireEvent.click(card.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(toasts()).toContain('Viewing canceled'))
    expect(api.callsTo('PATCH /enquiry/schedule-viewing/7')[0]!.body).toEqual({ status: 'CANCELED' })
    expect(await card.findByText('Canceled')).toBeTruthy()
    expect(card.queryByRole('button', { name: 'Cancel viewing' })).toBeNull()
    expect(api.callsTo(LIST)).toHaveLength(2)
  })

  it('has a Search button in the filter bar that carries the filters to /listings', async () => {
    renderPage({ [LIST]: () => ok(transactionsPage([])) })
    await screen.findByText('No transactions found')
    const search = screen.getAllByRole('link', { name: 'Search' })
    expect(search.map((a) => a.getAttribute('href'))).toContain('/listings?state=Lagos&bedrooms=3')
  })
})
