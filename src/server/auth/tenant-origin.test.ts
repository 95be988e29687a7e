import { describe, expect, it } from 'vitest'
import { isTenantOrigin, siteOrigin } from './tenant-origin'

/**
 * Issue 20, item 12: http://localhost:* is a tenant's origin on a local run only — `npm start`,
 * `npm run dev` and the test set-ups say so with HAVEN_LOCAL_ORIGINS=1 — and never on a Netlify
 * deploy, whatever its environment holds. A deployed site took it from anyone: as the Google
 * sign-in's callback_url (where the token goes) and as the Origin that links in e-mails follow.
 */
const tenant = { domain: 'haven.ng', slug: 'haven' }
const PRODUCTION = {}
const LOCAL = { HAVEN_LOCAL_ORIGINS: '1' }
const NETLIFY_WITH_FLAG = { HAVEN_LOCAL_ORIGINS: '1', NETLIFY: 'true' }
const LOCAL_ORIGINS = ['http://localhost:8888', 'http://localhost:5173/auth/callback', 'http://haven.localhost:8888', 'https://localhost']

describe('isTenantOrigin', () => {
  it.each(LOCAL_ORIGINS)('refuses %s in production and on Netlify, takes it on a local run', (origin) => {
    expect(isTenantOrigin(origin, tenant, PRODUCTION)).toBe(false)
    expect(isTenantOrigin(origin, tenant, NETLIFY_WITH_FLAG)).toBe(false)
    expect(isTenantOrigin(origin, tenant, { HAVEN_LOCAL_ORIGINS: '0' })).toBe(false)
    expect(isTenantOrigin(origin, tenant, LOCAL)).toBe(true)
  })

  it.each(['https://haven.ng', 'https://www.haven.ng/account'])('takes the tenant’s own site %s everywhere', (origin) => {
    for (const env of [PRODUCTION, LOCAL, NETLIFY_WITH_FLAG]) expect(isTenantOrigin(origin, tenant, env)).toBe(true)
  })

  it.each(['http://haven.ng', 'https://lekkiprime.com', 'https://haven.ng.evil.example', 'https://user@haven.ng', 'http://other.localhost:8888', 'nonsense'])('refuses %s even on a local run', (origin) => {
    expect(isTenantOrigin(origin, tenant, LOCAL)).toBe(false)
  })
})

describe('siteOrigin', () => {
  it('points e-mail links at the tenant’s domain when a deployed site is sent Origin: http://localhost', () => {
    expect(siteOrigin(tenant, 'http://localhost:8888', PRODUCTION)).toBe('https://haven.ng')
    expect(siteOrigin(tenant, 'http://localhost:8888', NETLIFY_WITH_FLAG)).toBe('https://haven.ng')
    expect(siteOrigin(tenant, 'http://localhost:8888', LOCAL)).toBe('http://localhost:8888')
    expect(siteOrigin(tenant, 'https://www.haven.ng', PRODUCTION)).toBe('https://www.haven.ng')
  })
})
