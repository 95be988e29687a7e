import { Readable } from 'node:stream'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress } from '~/server/auth/rate-limit'
import { toWebRequest } from './node-adapter'

function nodeRequest(headers: Record<string, string>, remoteAddress: string) {
  return Object.assign(Readable.from([]), { headers, method: 'GET', url: '/api/v1/auth/providers', socket: { remoteAddress } }) as unknown as IncomingMessage
}

describe('toWebRequest', () => {
  it('states the caller’s address as the edge does, whatever the client claims', () => {
    const req = toWebRequest(nodeRequest({ 'x-nf-client-connection-ip': '203.0.113.9', host: 'haven.localhost' }, '::ffff:192.0.2.7'), new URL('http://haven.localhost/api/v1/auth/providers'))
    expect(req.headers.get('x-nf-client-connection-ip')).toBe('192.0.2.7')
    expect(clientAddress(req.headers)).toBe('192.0.2.7')
    expect(req.headers.get('host')).toBe('haven.localhost')
  })
})
