import { describe, expect, it } from 'vitest'
import { flush, settled, type KeptStore, type KeptWrite } from './outbox'

const write = (id: number): KeptWrite => ({ id, url: `https://haven.ng/api/contact-us?${id}`, method: 'POST', headers: [['idempotency-key', `k${id}`]], body: '{}', userId: null, keptAt: id })

function memoryStore(ids: number[]): KeptStore & { left: () => number[] } {
  let kept = ids.map(write)
  return {
    all: async () => [...kept],
    forget: async (id) => (kept = kept.filter((w) => w.id !== id)),
    left: () => kept.map((w) => w.id!),
  }
}

describe('flush', () => {
  it('sends each kept write once, oldest first, and says so', async () => {
    const store = memoryStore([1, 2])
    const sent: string[] = []
    const told: number[] = []
    await flush(store, async (w) => (sent.push(w.headers[0]![1]), new Response('{}', { status: 201 })), (w) => told.push(w.id!))
    expect(sent).toEqual(['k1', 'k2'])
    expect(told).toEqual([1, 2])
    expect(store.left()).toEqual([])
  })

  it('stops at the first write that finds no network and keeps the rest', async () => {
    const store = memoryStore([1, 2])
    let calls = 0
    await flush(store, async () => {
      calls += 1
      throw new TypeError('Failed to fetch')
    }, () => {})
    expect(calls).toBe(1)
    expect(store.left()).toEqual([1, 2])
  })

  it('never sends a write twice when two flushes start together (an online event and a sync)', async () => {
    const store = memoryStore([1, 2, 3])
    const sent: number[] = []
    const send = async (w: KeptWrite) => {
      sent.push(w.id!)
      await new Promise((r) => setTimeout(r, 5))
      return new Response('{}', { status: 201 })
    }
    await Promise.all([flush(store, send, () => {}), flush(store, send, () => {})])
    expect(sent).toEqual([1, 2, 3])
  })

  it('keeps a write the server could not take yet, drops one it refused', async () => {
    expect([500, 503, 429, 409].map(settled)).toEqual([false, false, false, false])
    expect([200, 201, 400, 401, 422].map(settled)).toEqual([true, true, true, true, true])
    const store = memoryStore([1, 2])
    const told: number[] = []
    await flush(store, async (w) => new Response('{}', { status: w.id === 1 ? 400 : 503 }), (w) => told.push(w.id!))
    expect(store.left()).toEqual([2])
    expect(told).toEqual([])
  })
})
