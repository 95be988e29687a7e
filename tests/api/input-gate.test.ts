import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import type { AppEnv } from '~/server/api/app-env'
import { fail, HttpError } from '~/server/http/envelope'
import { inputGate } from '~/server/http/input-gate'
import { parseBody } from '~/server/http/parse-body'
import { requestId } from '~/server/http/request-id'
import { lineText } from '~/shared/schemas/text-rules'
import { call, TENANT, useTestDb } from './api-test-db'

const testDb = useTestDb()

/** An app whose database must never be reached: every refused request stops before it. */
function guardedApp() {
  const reached = vi.fn()
  const app = createApiApp({
    getDb: () => {
      reached()
      return Promise.reject(new Error('the database was reached'))
    },
  })
  const get = (path: string, init: RequestInit = {}) =>
    app.fetch(
      new Request(`http://localhost/api/v1${path}`, {
        ...init,
        headers: { 'x-tenant-id': TENANT, ...(init.headers as Record<string, string>) },
      }),
    )
  return { get, reached }
}

describe('the input gate refuses before the database', () => {
  const NUL = '%00'
  it.each(
    [
      [`/indexing/listings-search?state=Lagos${NUL}`, 'state must not contain control characters'],
      [
        `/indexing/listings-search?display_address=a${NUL}b`,
        'display_address must not contain control characters',
      ],
      [`/indexing/listings-search?location=${NUL}`, 'location must not contain control characters'],
      [
        `/indexing/listings-search?property_sub_type=Flat${NUL}`,
        'property_sub_type must not contain control characters',
      ],
      [`/indexing/listings-search?slug=x${NUL}`, 'slug must not contain control characters'],
      [
        `/indexing/location-search?inputText=Lek${NUL}ki`,
        'inputText must not contain control characters',
      ],
      [`/indexing/get-similar-property?slug=a${NUL}`, 'slug must not contain control characters'],
      [
        `/indexing/get-similar-properties?state=${NUL}`,
        'state must not contain control characters',
      ],
      [
        `/sales-advisors/realtors/username/ada${NUL}`,
        'The path must not contain control characters',
      ],
      ['/indexing/listings-search?state=Lagos%0A', 'state must not contain control characters'],
      [
        '/indexing/listings-search?max_amount=99999999999999999999999',
        'max_amount must be at most 1000000000000000',
      ],
      ['/indexing/listings-search?min_amount=1.555', 'min_amount must have at most two decimals'],
      [
        `/indexing/listings-search?state=${'a'.repeat(1001)}`,
        'state must be at most 1000 characters',
      ],
      [`/indexing/listings-search?state=${'a'.repeat(61)}`, 'state must be at most 60 characters'],
      [
        `/indexing/listings-search?${'x=1&'.repeat(1100)}`,
        'The query string must be at most 4096 characters',
      ],
    ].map(([path, message]) => [path!.slice(0, 70), path!, message!]),
  )('%s → 400', async (_, path, message) => {
    const { get, reached } = guardedApp()
    const res = await get(path)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ success: false, message, data: null, status: 'FAILED' })
    expect(reached).not.toHaveBeenCalled()
  })

  it.each([
    [
      'text/plain',
      { 'content-type': 'text/plain' },
      'hello',
      400,
      "Content-Type must be application/json, not 'text/plain'",
    ],
    [
      'not JSON',
      { 'content-type': 'application/json' },
      '{"a":',
      400,
      'The request body is not valid JSON',
    ],
    [
      'NUL',
      { 'content-type': 'application/json' },
      '{"a":"x\\u0000"}',
      400,
      'a must not contain control characters',
    ],
    [
      'deep',
      { 'content-type': 'application/json' },
      `${'['.repeat(20)}${']'.repeat(20)}`,
      400,
      'The request body is nested deeper than 8 levels',
    ],
    [
      'huge',
      { 'content-type': 'application/json' },
      `{"a":"${'x'.repeat(70_000)}"}`,
      413,
      'The request body must be at most 64 KB',
    ],
  ] as const)('a body: %s', async (_label, headers, body, status, message) => {
    const { get, reached } = guardedApp()
    const res = await get('/indexing/filter-options', { method: 'POST', headers, body })
    expect([res.status, (await res.json()).message]).toEqual([status, message])
    expect(reached).not.toHaveBeenCalled()
  })
})

describe('amounts', () => {
  it('accepts decimals the same way on every call that takes an amount', async () => {
    const fractional = await call(
      '/indexing/listings-search?min_amount=1000000.5&max_amount=90000000.99',
    )
    const whole = await call('/indexing/listings-search?min_amount=1000001&max_amount=90000000')
    expect(fractional.status).toBe(200)
    expect(fractional.body.metadata.total).toBe(whole.body.metadata.total)
    const [first] = await testDb.db.query<{ id: number }>(
      'select id from listings order by id limit 1',
    )
    const id = first!.id
    for (const path of ['get-similar-property', 'get-similar-properties']) {
      const frac = await call(`/indexing/${path}?listing_id=${id}&max_amount=900000000.5`)
      const int = await call(`/indexing/${path}?listing_id=${id}&max_amount=900000000`)
      expect(frac.status, path).toBe(int.status)
      expect(frac.body.data, path).toEqual(int.body.data)
    }
  })
})

describe('request ids and escaped errors', () => {
  it('sends a request id with every answer and logs a 500 once under it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { get } = guardedApp()
    const res = await get('/indexing/filter-options')
    expect(res.status).toBe(500)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[\w-]{8,64}$/)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]![0])).toContain(id!)
    logged.mockRestore()
    expect((await call('/indexing/nothing')).res.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('parseBody', () => {
  const Schema = v.object({ name: lineText('name', 20) })
  const app = new Hono<AppEnv>()
  app.use('*', requestId, inputGate)
  app.post('/echo', (c) => c.json(parseBody(c, Schema)))
  app.onError((err) => (err instanceof HttpError ? fail(err.status, err.message) : fail(500)))
  const post = async (body?: string) => {
    const res = await app.fetch(
      new Request('http://localhost/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    )
    return [res.status, await res.json()]
  }

  it('validates with the shared schema and names the field', async () => {
    expect(await post('{"name":"  Ada "}')).toEqual([200, { name: 'Ada' }])
    expect((await post('{"name":5}'))[1].message).toBe('name must be text')
    expect((await post('{}'))[1].message).toBe('name is required')
    expect((await post('{"name":""}'))[1].message).toBe('name is required')
    expect((await post('[]'))[1].message).toBe('The request body must be a JSON object')
    expect((await post())[1].message).toBe('A JSON request body is required')
  })
})
