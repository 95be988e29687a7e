import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fakeToken, installFakeApi, ok } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ReferralsPage } from './referrals-page'
import { ReferButton } from './refer-button'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'

const referral = (i: number) => ({ id: i, email: `friend${i}@example.com`, status: 'SIGNED_UP', created_at: '2024-08-10T12:00:00Z', profile: { first_name: 'Friend', last_name: String(i) } })

function signedIn(total: number) {
  const api = installFakeApi({
    'GET /auth/user-referral-profile': () => ok({ referral_code: 'ABC1234', count: total }),
    'GET /auth/user-referrals': (req) => {
      const page = Number(req.query.get('page'))
      const rows = Array.from({ length: Math.max(0, Math.min(10, total - (page - 1) * 10)) }, (_, i) => referral((page - 1) * 10 + i + 1))
      return ok(rows, { metadata: { total, page, limit: 10, pages: Math.ceil(total / 10) } })
    },
  })
  act(() => session.start(fakeToken()))
  renderWithTenant(<ReferralsPage />, { wrapper: FreshSwr, routeId: 'referrals' })
  return api
}

afterEach(() => {
  session.end()
  vi.unstubAllGlobals()
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/referrals', () => {
  it('shows skeletons and a sign-in prompt when signed out, and requests nothing', () => {
    const api = installFakeApi({})
    renderWithTenant(<ReferralsPage />, { wrapper: FreshSwr })
    expect(screen.getByText('Sign in to see your referral link')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('shows the link, code, count and the first page of signups', async () => {
    signedIn(12)
    expect(((await screen.findByRole('textbox', { name: 'Referral link' })) as HTMLInputElement).value).toBe(`${window.location.origin}?code=ABC1234`)
    expect(screen.getByTestId('signup-count').textContent).toBe('12')
    const rows = await screen.findAllByRole('row')
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['S/N', 'Name', 'Email address', 'Date'])
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Friend 1', 'friend1@example.com', 'August 10th, 2024'])
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
  })

  it('asks the server for page 2 and numbers on from 11', async () => {
    const api = signedIn(12)
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2')
    const cells = await screen.findAllByRole('cell')
    expect(cells[0]!.textContent).toBe('11')
    const q = api.callsTo('GET /auth/user-referrals').at(-1)!.query
    expect([q.get('page'), q.get('limit')]).toEqual(['2', '10'])
  })

  it('has an empty state', async () => {
    signedIn(0)
    expect(await screen.findByText('No signups yet!')).toBeTruthy()
    expect(screen.getByText('Your referrals will be displayed here when you refer your friends.')).toBeTruthy()
  })

  it('copies the link, and says so when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    signedIn(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toastStore.get().map((t) => t.title)).toContain('Copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}?code=ABC1234`)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toastStore.get().map((t) => t.title)).toContain('Failed to copy'))
  })
})

describe('ReferButton', () => {
  it('opens sign-up leading to /referrals when signed out, and links there when signed in', () => {
    const seen: OpenAuthDetail[] = []
    const listen = (e: Event) => seen.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    const { unmount } = renderWithTenant(<ReferButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Refer & Earn' }))
    expect(seen).toEqual([{ mode: 'signup', redirectTo: '/referrals' }])
    window.removeEventListener(OPEN_AUTH_EVENT, listen)
    unmount()
    act(() => session.start(fakeToken()))
    renderWithTenant(<ReferButton />)
    expect(screen.getByRole('link', { name: 'Refer & Earn' }).getAttribute('href')).toBe('/referrals')
  })
})
