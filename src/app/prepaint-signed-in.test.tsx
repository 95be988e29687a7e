import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listingDto } from '~/testing/listing-dto'
import { testTenants } from '~/testing/render-with-tenant'
import { TOKEN_STORAGE_KEY } from '~/lib/auth-token'
import { PaintedSession, session } from '~/lib/session'
import { swrConfig } from '~/lib/swr'
import { savedSearch } from '~/features/saved-searches/fake-saved-searches'
import { MarketplaceProviders } from './marketplace-providers'
import { prepaintSignedIn } from './prepaint-signed-in'
import * as favorites from './routes/favorites'
import * as saved from './routes/saved'
import { createPageLoader } from './page-loader'
import { MarketplaceRoutes, matchPage } from './route-tree'
import { stubBrowserForHydration } from '~/testing/hydration-stubs'

const tenant = testTenants.haven
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
// The browser reads the token without checking it (the server did): a signature is not needed here.
const token = `${b64({ alg: 'HS256' })}.${b64({ id: 7, first_name: 'Ada', last_name: 'Okafor', email: 'ada@example.com', phone: '', created_at: '2026-01-01', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`
const listings = [listingDto(), listingDto({ id: 456, slug: 'another-456', title: 'Another home' })]

/** The buyer's answers, as the API gives them. */
const answers: Record<string, { data: unknown; metadata?: unknown }> = {
  '/favourite': { data: listings, metadata: { total: 2, page: 1, pages: 1, limit: 10 } },
  '/favourite/count': { data: { count: 2 } },
  '/save-search/count': { data: { count: 1 } },
  '/save-search': { data: [savedSearch(1, 'Three beds in Lekki')] },
  '/alerts/settings': { data: { favourites_frequency: 'OFF', time_zone: 'Africa/Lagos' } },
}
const get = async (path: string) => answers[path] ?? null

/** Paints a page for the buyer, hydrates it with the browser's tree signed in as them, and returns every error React reported. */
async function hydrateSignedIn(url: string) {
  const painted = await prepaintSignedIn(tenant, `http://haven.localhost${url}`, token, get)
  expect(painted?.html).toBeTruthy()
  const root = document.createElement('div')
  root.innerHTML = painted!.html!
  document.body.append(root)
  const modules = { favorites, saved } as Record<string, typeof favorites>
  // As the browser does: the page's module loaded first (entry-marketplace.tsx), then hydrated.
  const pages = createPageLoader((id) => (modules[id] ? () => Promise.resolve(modules[id]!) : undefined))
  await pages.preload(matchPage(new URL(url, 'http://x').pathname)!.id)
  const errors: unknown[] = []
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  const mine = session.get()
  expect(painted!.paintedFor).toBe(`${mine!.user.id}:${mine!.expiresAt}`)
  await act(async () => {
    hydrateRoot(
      root,
      <MarketplaceProviders tenant={tenant} content={{}} swr={{ ...swrConfig, fallback: painted!.fallback, provider: () => new Map() }}>
        <PaintedSession.Provider value={mine}>
          <MemoryRouter initialEntries={[url]}>
            <MarketplaceRoutes pages={pages} />
          </MemoryRouter>
        </PaintedSession.Provider>
      </MarketplaceProviders>,
      { onRecoverableError: (err) => void errors.push(err) },
    )
  })
  return { errors, root, html: painted!.html! }
}

describe('a signed-in page painted for the buyer hydrates as it was painted (decision 053)', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token)
    stubBrowserForHydration()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
    document.body.innerHTML = ''
  })

  it('/favorites: the buyer’s cards and account menu are in the HTML, and hydrate without a mismatch', async () => {
    const { errors, root, html } = await hydrateSignedIn('/favorites')
    expect(html).toContain('Account menu for Ada')
    expect(html).toContain('Another home')
    expect(errors).toEqual([])
    expect(root.querySelectorAll('article')).toHaveLength(2)
  })

  it('/saved: the buyer’s searches, no mismatch', async () => {
    const { errors, html } = await hydrateSignedIn('/saved')
    expect(html).toContain('Three beds in Lekki')
    expect(errors).toEqual([])
  })
})
