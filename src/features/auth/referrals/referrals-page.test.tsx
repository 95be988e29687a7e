import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OPEN_AUTH_EVENT, type OpenAuthDetail } from '~/components/layout/auth-events'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fakeToken, installFakeApi, ok, type FakeAnswer } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ReferralsPage } from './referrals-page'

const CODE = 'ABCDEFG'
const link = () => `${window.location.origin}?code=${CODE}`

const referral = (i: number) => ({
  id: i,
  email: `friend${i}@example.com`,
  status: 'SIGNED_UP',
  created_at: '2024-08-10T12:00:00Z',
  profile: { first_name: 'Friend', last_name: String(i) },
})

/** A server holding `total` referrals, answering in pages of `limit`. */
function referralsPage(total: number, page: number, limit: number): FakeAnswer {
  const rows = Array.from(
    { length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) },
    (_, i) => referral((page - 1) * limit + i + 1),
  )
  return ok(rows, { metadata: { total, page, limit, pages: Math.ceil(total / limit) } })
}

function signedIn(total: number) {
  const api = installFakeApi({
    'GET /auth/user-referral-profile': () => ok({ referral_code: CODE, count: total }),
    'GET /auth/user-referrals': (req) =>
      referralsPage(total, Number(req.query.get('page')), Number(req.query.get('limit'))),
  })
  act(() => session.start(fakeToken()))
  renderWithTenant(<ReferralsPage />, { wrapper: FreshSwr, routeId: 'referrals' })
  return api
}

const toastTitles = () => toastStore.get().map((t) => t.title)
const skeletons = () => document.querySelectorAll('.animate-pulse')

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
}

afterEach(() => {
  act(() => session.end())
  vi.unstubAllGlobals()
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('/referrals signed out', () => {
  it('shows skeletons and a sign-in prompt, and requests nothing', () => {
    const api = installFakeApi({})
    renderWithTenant(<ReferralsPage />, { wrapper: FreshSwr })
    expect(screen.getByRole('heading', { level: 1, name: 'Refer & Earn' })).toBeTruthy()
    expect(screen.getByText(/5% of the fee/)).toBeTruthy()
    expect(screen.getByText(/30% of\s+our success fee/)).toBeTruthy()
    expect(screen.getByText('Sign in to see your referral link')).toBeTruthy()
    expect(skeletons().length).toBeGreaterThan(3)
    expect(screen.queryByRole('textbox', { name: 'Referral link' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('opens the sign-in modal from the prompt', () => {
    installFakeApi({})
    const seen: OpenAuthDetail[] = []
    const listen = (e: Event) => seen.push((e as CustomEvent<OpenAuthDetail>).detail)
    window.addEventListener(OPEN_AUTH_EVENT, listen)
    renderWithTenant(<ReferralsPage />, { wrapper: FreshSwr })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    window.removeEventListener(OPEN_AUTH_EVENT, listen)
    expect(seen).toEqual([{ mode: 'signin' }])
  })
})

describe('/referrals signed in', () => {
  it('shows skeletons while loading, then the cards', async () => {
    signedIn(3)
    expect(skeletons().length).toBeGreaterThan(0)
    expect(screen.queryByText('Sign in to see your referral link')).toBeNull()
    await screen.findByRole('table', { name: /List of signups/ })
    expect(skeletons()).toHaveLength(0)
  })

  it('shows the link (origin + ?code=), the code and the signup count', async () => {
    signedIn(12)
    const input = (await screen.findByRole('textbox', {
      name: 'Referral link',
    })) as HTMLInputElement
    expect(input.value).toBe(link())
    expect(input.readOnly).toBe(true)
    expect(
      within(screen.getByRole('region', { name: 'Your referral code' })).getByText(CODE),
    ).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Number of signups' })).getByText('12'),
    ).toBeTruthy()
  })

  it('shares the link to every network in a new tab', async () => {
    signedIn(0)
    await screen.findByRole('textbox', { name: 'Referral link' })
    const share = (name: string) => screen.getByRole('link', { name }) as HTMLAnchorElement
    const encoded = encodeURIComponent(link())
    expect(share('Share on Facebook').href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    )
    expect(new URL(share('Share on WhatsApp').href).searchParams.get('text')).toContain(link())
    expect(new URL(share('Share on X').href).searchParams.get('url')).toBe(link())
    expect(share('Share on LinkedIn').href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    )
    expect(share('Share by e-mail').href).toMatch(/^mailto:\?subject=.+&body=.+/)
    expect(decodeURIComponent(share('Share by e-mail').href.split('body=')[1]!)).toContain(link())
    for (const name of [
      'Share on Facebook',
      'Share on WhatsApp',
      'Share on X',
      'Share on LinkedIn',
      'Share by e-mail',
    ]) {
      expect(share(name).target).toBe('_blank')
      expect(share(name).rel).toContain('noopener')
    }
  })

  it('lists the first page of signups with S/N, name, email and date', async () => {
    signedIn(12)
    const table = await screen.findByRole('table', { name: /List of signups/ })
    const rows = within(table).getAllByRole('row')
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['S/N', 'Name', 'Email address', 'Date'])
    expect(rows).toHaveLength(11)
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Friend 1', 'friend1@example.com', 'August 10th, 2024'])
    expect(within(rows[10]!).getAllByRole('cell')[0]!.textContent).toBe('10')
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('scrolls the rows under a fixed header, 480 px at most', async () => {
    signedIn(12)
    const table = await screen.findByRole('table', { name: /List of signups/ })
    const scroller = table.parentElement!
    expect(scroller.className).toContain('max-h-[480px]')
    expect(scroller.className).toContain('overflow-auto')
    for (const th of within(table).getAllByRole('columnheader'))
      expect(th.className).toMatch(/\bsticky\b.*\btop-0\b/)
  })

  it('asks the server for page 2 (limit 10), numbers on from 11 and goes back', async () => {
    const api = signedIn(12)
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2')
    const table = await screen.findByRole('table', { name: /page 2 of 2/ })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['11', '12'])
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('Friend 12')
    const q = api.callsTo('GET /auth/user-referrals').at(-1)!.query
    expect([q.get('page'), q.get('limit')]).toEqual(['2', '10'])
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('Page 1 of 2')
    expect(
      within(await screen.findByRole('table', { name: /page 1 of 2/ })).getAllByRole('row'),
    ).toHaveLength(11)
  })

  it('hides the pager when everything fits on one page', async () => {
    signedIn(3)
    await screen.findByRole('table', { name: /List of signups/ })
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.queryByText(/^Page \d+ of \d+$/)).toBeNull()
  })

  it('has an empty state', async () => {
    signedIn(0)
    expect(await screen.findByText('No signups yet!')).toBeTruthy()
    expect(
      screen.getByText('Your referrals will be displayed here when you refer your friends.'),
    ).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

describe('/referrals copying', () => {
  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    stubClipboard(writeText)
    signedIn(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toastTitles()).toContain('Copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith(link())
  })

  it('copies the code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    stubClipboard(writeText)
    signedIn(0)
    fireEvent.click(await screen.findByRole('button', { name: /Copy referral code/ }))
    await waitFor(() => expect(toastTitles()).toContain('Copied to clipboard'))
    expect(writeText).toHaveBeenCalledWith(CODE)
  })

  it('says so when the clipboard refuses', async () => {
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')))
    signedIn(0)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(toastTitles()).toContain('Failed to copy'))
    expect(toastStore.get().find((t) => t.title === 'Failed to copy')).toMatchObject({
      kind: 'error',
      description: 'Could not copy to clipboard. Try again!',
    })
    expect(toastTitles()).not.toContain('Copied to clipboard')
  })
})
