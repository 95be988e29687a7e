import { afterAll, describe, expect, it, vi } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { connectionRefusal } from './connection-refusal'
import { createPostgresDb } from './postgres-db'

describe('a database that refuses connections', () => {
  it('names the causes it may wait out, and nothing else', () => {
    expect(connectionRefusal({ code: '53300', message: 'sorry, too many clients already' })).toBe('too many clients (53300: sorry, too many clients already)')
    expect(connectionRefusal({ code: 'ECONNREFUSED' })).toMatch(/ECONNREFUSED/)
    expect(connectionRefusal({ code: '23505', message: 'duplicate key' })).toBeNull()
    expect(connectionRefusal(new Error('boom'))).toBeNull()
  })

  // Port 1 on loopback: nothing listens, every connection is refused.
  const db = createPostgresDb('postgres://haven:secret@127.0.0.1:1/haven', { retry: { budgetMs: 300, baseMs: 10, capMs: 50 } })
  afterAll(() => db.close())

  it('answers the 503 envelope with Retry-After after waiting, and logs the cause once (never a 500)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const app = createApiApp({ getDb: async () => db })
      const started = Date.now()
      const res = await app.fetch(new Request('http://localhost/api/v1/indexing/listings-search?limit=10', { headers: { 'x-tenant-id': 'haven.ng' } }))
      expect(Date.now() - started).toBeGreaterThanOrEqual(150)
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(await res.json()).toEqual({ success: false, message: 'The service is busy, please try again shortly', data: null, status: 'FAILED' })
      expect(logged).toHaveBeenCalledTimes(1)
      expect(String(logged.mock.calls[0]![0])).toMatch(/^\[db\] PostgreSQL refused a connection for \d+ ms, \d+ attempts: the server refused the TCP connection \(ECONNREFUSED\); answering 503$/)
      expect(String(logged.mock.calls[0])).not.toContain('secret')
    } finally {
      logged.mockRestore()
    }
  })
})
