import { describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { call, TENANT, useTestDb } from './api-test-db'

useTestDb({ seed: false })

describe('bad input', () => {
  it.each([
    [
      'sort_by=cheapest',
      'sort_by must be one of highest_price, lowest_price, popular, new, price_drop, image_quality_passed',
    ],
    ['min_amount=lots', 'min_amount must be a number'],
    ['max_amount=12abc', 'max_amount must be a number'],
    ['page=-1', 'page must be a whole number'],
    ['page=0', 'page must be 1 or more'],
    ['limit=51', 'limit must be at most 50'],
    ['bedrooms=two', 'bedrooms must be a whole number'],
    ['currency=XYZ', 'currency must be one of NGN, USD, EUR, GBP'],
    [
      'property_status=Sold',
      'property_status must be one of All, Completed, Under construction, Off plan',
    ],
    ['is_exclusive=maybe', 'is_exclusive must be 1, 0, true or false'],
  ])('%s → 400 naming the parameter', async (query, message) => {
    const { status, body, res } = await call(`/indexing/listings-search?${query}`)
    expect(status).toBe(400)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(body).toEqual({ success: false, message, data: null, status: 'FAILED' })
  })

  it('applies the same rules to the similar-property calls', async () => {
    expect((await call('/indexing/get-similar-properties?limit=100')).body.message).toBe(
      'limit must be at most 50',
    )
    expect((await call('/indexing/get-similar-property?listing_id=x')).body.message).toBe(
      'listing_id must be a whole number',
    )
  })

  it('answers an unknown route with a 404 envelope', async () => {
    const { status, body } = await call('/indexing/nothing-here')
    expect(status).toBe(404)
    expect(body.success).toBe(false)
  })

  it('hides internal errors behind "Something went wrong"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = createApiApp({
      getDb: () => Promise.reject(new Error('connection refused at 10.0.0.5')),
    })
    const res = await app.fetch(
      new Request('http://localhost/api/v1/indexing/filter-options', {
        headers: { 'x-tenant-id': TENANT },
      }),
    )
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Something went wrong',
      data: null,
      status: 'FAILED',
    })
    expect(text).not.toContain('10.0.0.5')
    expect(logged).toHaveBeenCalled()
  })
})

describe('tenant resolution', () => {
  it('refuses a missing x-tenant-id', async () => {
    const { status, body } = await call('/indexing/filter-options', {})
    expect([status, body.message]).toEqual([400, 'Missing x-tenant-id header'])
  })

  it('refuses an unknown tenant', async () => {
    const { status, body } = await call('/indexing/filter-options', {
      'x-tenant-id': 'evil.example',
    })
    expect([status, body.message]).toEqual([400, "Unknown tenant 'evil.example'"])
  })

  it('normalises case, port and trailing dot', async () => {
    for (const id of [
      'HAVEN.NG',
      'haven.ng:443',
      'haven.ng.',
      ' LekkiPrime.com ',
      'capitalkeys.ng',
    ]) {
      expect((await call('/sales-advisors/realtors', { 'x-tenant-id': id })).status, id).toBe(200)
    }
  })

  it("refuses a tenant header that names another tenant than the request's own host", async () => {
    const res = await call('/sales-advisors/realtors', {
      'x-tenant-id': 'haven.ng',
      host: 'lekkiprime.com',
    })
    expect(res.status).toBe(403)
    expect(res.body.success).toBe(false)
    const own = await call('/sales-advisors/realtors', {
      'x-tenant-id': 'lekkiprime.com',
      host: 'www.lekkiprime.com',
    })
    expect(own.status).toBe(200)
    const local = await call('/sales-advisors/realtors', {
      'x-tenant-id': 'haven.ng',
      host: 'lekki-prime.localhost:3000',
    })
    expect(local.status).toBe(403)
  })
})
