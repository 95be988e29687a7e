import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppLink } from '~/components/ui/app-link'
import { session } from '~/lib/session'
import { swrConfig } from '~/lib/swr'
import { toastStore } from '~/lib/toast-store'
import { fakeToken, installFakeApi, ok } from '~/testing/fake-api'
import { testTenants } from '~/testing/render-with-tenant'
import { AppRouter } from './app-router'
import { MarketplaceProviders } from './marketplace-providers'
import { createPageLoader } from './page-loader'
import type { PageModule } from './pages'
import { MarketplaceRoutes } from './route-tree'

/**
 * Navigations in the browser's own tree (AppRouter, MarketplaceRoutes, the layout): the page on
 * screen stays until the next one's module is there, says that it is loading when that takes a
 * while, and the new page's focus never takes a menu or dialog from the person using it (issue 33).
 */

const header = () => within(document.querySelector('header')!)
const main = () => document.getElementById('main')!
const loadingStatus = () =>
  screen.getAllByRole('status').find((s) => s.textContent === 'Loading the page…')

/** The favourites page, there from the start; the transactions page, held until the test lets it through. */
function twoPages() {
  let arrive = () => {}
  const transactions = new Promise<PageModule>((resolve) => {
    arrive = () =>
      resolve({
        Component: () => <h1>Transactions</h1>,
      })
  })
  const favorites: PageModule = {
    Component: () => (
      <>
        <h1>Favourite properties</h1>
        <AppLink href="/transactions">Your transactions</AppLink>
      </>
    ),
  }
  const pages = createPageLoader((id) => (id === 'transactions' ? () => transactions : undefined), {
    favorites,
  })
  return { pages, arrive: () => step(arrive) }
}

function renderApp({ pages }: ReturnType<typeof twoPages>) {
  window.history.replaceState(null, '', '/favorites')
  return render(
    <MarketplaceProviders
      tenant={testTenants.haven}
      content={{}}
      swr={{ ...swrConfig, provider: () => new Map() }}
    >
      <AppRouter>
        <MarketplaceRoutes pages={pages} />
      </AppRouter>
    </MarketplaceProviders>,
  )
}

/**
 * What the person does, awaited: while the next page suspends, an act() nobody waits for tries it
 * again, warns, and never hears that it arrived.
 */
const step = (action: () => unknown) => act(async () => void action())

/** A link followed as a pointer follows it: focused by the press, then clicked. */
async function follow(link: HTMLElement) {
  await step(() => link.focus())
  await step(() => fireEvent.click(link))
}

beforeEach(() => {
  installFakeApi({
    'GET /auth/providers': () => ok({ google: false }),
    'GET /favourite/count': () => ok({ count: 0 }),
    'GET /save-search/count': () => ok({ count: 0 }),
  })
})
afterEach(() => {
  act(() => session.end())
  window.history.replaceState(null, '', '/')
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('a navigation in the app', () => {
  it('says that a page keeping the buyer waiting is loading, and stops saying it when it arrives', async () => {
    const app = twoPages()
    renderApp(app)
    await follow(screen.getByRole('link', { name: 'Your transactions' }))
    // The old page stays; the wait is announced politely, the region busy, a bar at the top.
    expect(await screen.findByText('Loading the page…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourite properties')
    expect(main().getAttribute('aria-busy')).toBe('true')
    expect(loadingStatus()?.compareDocumentPosition(main())).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(document.querySelector('.page-progress')?.getAttribute('aria-hidden')).toBe('true')

    await app.arrive()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transactions')
    expect(loadingStatus()).toBeUndefined()
    expect(main().hasAttribute('aria-busy')).toBe(false)
    expect(document.querySelector('.page-progress')).toBeNull()
    // Nobody was in a menu: focus is at the start of the new page.
    expect(document.activeElement?.textContent).toBe('Transactions')
  })

  it('shows nothing for a page that is there at once', async () => {
    const app = twoPages()
    await app.arrive()
    await app.pages.preload('transactions')
    renderApp(app)
    // Every change to the document is recorded, so even a state undone by the next commit shows.
    const records: MutationRecord[] = []
    const watch = new MutationObserver((batch) => records.push(...batch))
    watch.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    await follow(screen.getByRole('link', { name: 'Your transactions' }))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transactions')
    records.push(...watch.takeRecords())
    watch.disconnect()
    const loading = (n: Node) =>
      n.textContent === 'Loading the page…' ||
      (n instanceof Element && n.matches('.page-progress'))
    const shown = records.filter(
      (r) =>
        r.attributeName === 'aria-busy' ||
        [...r.addedNodes].some(loading) ||
        (r.type === 'characterData' && loading(r.target)),
    )
    expect(records.length).toBeGreaterThan(0)
    expect(shown).toEqual([])
  })

  it('keeps the account menu the buyer opened while the page loads open, with its focus', async () => {
    act(() => session.start(fakeToken({ first_name: 'Ada' })))
    const app = twoPages()
    renderApp(app)
    const button = await header().findByRole('button', { name: 'Account menu for Ada' })
    await step(() => button.focus())
    await follow(header().getByRole('menuitem', { name: 'Transactions' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(await screen.findByText('Loading the page…')).toBeTruthy()

    // Opened again before the page is there.
    await step(() => button.focus())
    await step(() => fireEvent.click(button))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await app.arrive()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transactions')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(header().getByRole('menuitem', { name: 'Account Settings' })).toBeTruthy()
    expect(document.activeElement).toBe(button)
  })

  it('leaves focus in the sign-in dialog opened while the page loads', async () => {
    const app = twoPages()
    renderApp(app)
    const signIn = await header().findByRole('button', { name: 'Sign in' })
    await follow(screen.getByRole('link', { name: 'Your transactions' }))
    await step(() => fireEvent.click(signIn))
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    const field = within(dialog).getByLabelText('Email address')
    await step(() => field.focus())
    await app.arrive()
    // The page behind the modal is hidden from the accessibility tree: read it off the document.
    expect(main().querySelector('h1')?.textContent).toBe('Transactions')
    expect(document.activeElement).toBe(field)
  })
})
