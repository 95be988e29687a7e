// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicTenant } from '~/shared/tenant/tenant-schema'
import { fakeToken } from '~/testing/fake-api'

/**
 * Issue 33: every entry ends the page session on the server when the session ends, and before
 * React has rendered anything (the entries call this first; nothing else has configured the API).
 */
const tenant = { api_base_url: '/api/v1', domain: 'haven.ng' } as PublicTenant
const calls: { url: string; method: string; authorization: string | null }[] = []

/** The modules as a page loads them: fresh, no API client configured yet. */
async function freshPage() {
  vi.resetModules()
  const { session } = await import('./session')
  const { watchPageSession } = await import('./page-session')
  return { session, watchPageSession }
}

const settled = () => new Promise((r) => setTimeout(r, 0))
/** The network: every call noted and answered. */
const recordCalls = () =>
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      authorization: new Headers(init.headers).get('authorization'),
    })
    return new Response('{"success":true,"message":"","data":null}', { status: 200 })
  })

beforeEach(() => {
  calls.length = 0
  localStorage.clear()
  sessionStorage.clear()
  recordCalls()
})
afterEach(() => vi.unstubAllGlobals())

describe('watchPageSession', () => {
  it('revokes the ending session on the server at sign-out (the Logout item of a static page), with its token', async () => {
    const { session, watchPageSession } = await freshPage()
    const token = fakeToken({ id: 5 })
    session.start(token)
    watchPageSession(tenant, undefined)
    await settled()
    calls.length = 0
    session.end()
    await settled()
    expect(calls).toEqual([
      { url: '/api/v1/auth/page-session', method: 'DELETE', authorization: `Bearer ${token}` },
    ])
  })

  it('ends a session a painted page was painted for when this tab holds none, before anything else configured the API', async () => {
    const { watchPageSession } = await freshPage()
    watchPageSession(tenant, '5:1700000000')
    await settled()
    expect(calls).toEqual([
      { url: '/api/v1/auth/page-session', method: 'DELETE', authorization: null },
    ])
  })

  it('sends a sign-out the server did not receive again from the next page the tab loads', async () => {
    let page = await freshPage()
    page.session.start(fakeToken({ id: 5 }))
    page.watchPageSession(tenant, undefined)
    await settled()
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')))
    page.session.end()
    await settled()
    recordCalls()
    calls.length = 0
    page = await freshPage()
    page.watchPageSession(tenant, undefined)
    await settled()
    expect(calls.map((c) => c.method)).toEqual(['DELETE'])
    // Once answered, the next page does not ask again.
    calls.length = 0
    ;(await freshPage()).watchPageSession(tenant, undefined)
    await settled()
    expect(calls).toEqual([])
  })
})
