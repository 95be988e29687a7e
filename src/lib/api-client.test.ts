import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, apiErrors, buildUrl, configureApi } from './api-client'
import { swrConfig } from './swr'

type FetchArgs = [string, RequestInit]

function setup(response: Response | Error, token: string | null = null) {
  const calls: FetchArgs[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init])
    if (response instanceof Error) throw response
    return response
  })
  configureApi({ baseUrl: '/api/v1', tenantId: 'lekkiprime.com', getToken: () => token, fetch: fetch as unknown as typeof globalThis.fetch })
  const errors: ApiError[] = []
  const off = apiErrors.subscribe((e) => errors.push(e))
  cleanups.push(off)
  return { calls, errors }
}

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('buildUrl', () => {
  it('drops empty values and joins the base', () => {
    expect(buildUrl('/api/v1/', '/indexing/listings-search', { state: 'Lagos', page: 1, x: '', y: undefined, z: null })).toBe(
      '/api/v1/indexing/listings-search?state=Lagos&page=1',
    )
    expect(buildUrl('https://api.example.ng/v1', 'favourite')).toBe('https://api.example.ng/v1/favourite')
  })
})

describe('api', () => {
  it('sends the tenant domain as x-tenant-id and no Authorization without a token', async () => {
    const { calls } = setup(json({ success: true, message: 'ok', data: [], status: 'SUCCESS' }))
    await api('/indexing/filter-options')
    const headers = calls[0]![1].headers as Record<string, string>
    expect(calls[0]![0]).toBe('/api/v1/indexing/filter-options')
    expect(headers['x-tenant-id']).toBe('lekkiprime.com')
    expect(headers.authorization).toBeUndefined()
  })

  it('adds the bearer token and a JSON body', async () => {
    const { calls } = setup(json({ success: true, message: 'Search Saved', data: { id: 1 }, status: 'SUCCESS' }), 'tok-123')
    const res = await api<{ id: number }>('/save-search', { method: 'POST', body: { label: 'Lekki', query: 'state=Lagos', total_results: 3 } })
    const [, init] = calls[0]!
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-123')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({ label: 'Lekki', query: 'state=Lagos', total_results: 3 })
    expect(res.data.id).toBe(1)
  })

  it('returns the whole envelope, metadata included', async () => {
    setup(json({ success: true, message: 'Success', data: [1, 2], status: 'SUCCESS', metadata: { total: 2, page: 1 } }))
    const res = await api<number[]>('/indexing/listings-search')
    expect(res).toEqual({ success: true, message: 'Success', data: [1, 2], status: 'SUCCESS', metadata: { total: 2, page: 1 } })
  })

  it('turns success:false into an error carrying the server message, data, status and statusCode, emitted once', async () => {
    const { errors } = setup(json({ success: false, message: 'Listing not found', data: null, status: 'NOT_FOUND' }, 404))
    const err = await api('/indexing/listings-search', { query: { slug: 'x' } }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err).toMatchObject({ message: 'Listing not found', data: null, status: 'NOT_FOUND', success: false, statusCode: 404 })
    expect(errors).toHaveLength(1)
  })

  it('treats success:false with HTTP 200 as an error too', async () => {
    setup(json({ success: false, message: 'Nope', data: null }))
    await expect(api('/x')).rejects.toMatchObject({ message: 'Nope', status: 'FAILED', statusCode: 200 })
  })

  it("falls back to 'Something went wrong' and FAILED for a body that is not an envelope", async () => {
    setup(new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(api('/x')).rejects.toMatchObject({ message: 'Something went wrong', status: 'FAILED', statusCode: 502, data: null })
  })

  it('reports a network failure as statusCode 0', async () => {
    const { errors } = setup(new TypeError('fetch failed'))
    await expect(api('/x')).rejects.toMatchObject({ message: 'Something went wrong', statusCode: 0 })
    expect(errors).toHaveLength(1)
  })

  it('lets a caller that shows its own toast stay silent', async () => {
    const { errors } = setup(json({ success: false, message: 'Invalid OTP' }, 400))
    await expect(api('/auth/verify-otp', { method: 'PATCH', silent: true })).rejects.toMatchObject({ message: 'Invalid OTP' })
    expect(errors).toHaveLength(0)
  })

  it('lets an abort pass through untouched', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const { errors } = setup(abort as unknown as Error)
    await expect(api('/x')).rejects.toBe(abort)
    expect(errors).toHaveLength(0)
  })
})

describe('swrConfig', () => {
  it('follows the cache rules: 5 minutes stale, no retry, no refetch on focus or reconnect', () => {
    expect(swrConfig.dedupingInterval).toBe(300_000)
    expect(swrConfig.shouldRetryOnError).toBe(false)
    expect(swrConfig.revalidateOnFocus).toBe(false)
    expect(swrConfig.revalidateOnReconnect).toBe(false)
  })
})
