import { lookup } from 'node:dns/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import type { PhotoNetwork } from '~/server/media/fetch-photo'
import { isPublicAddress } from '~/server/media/public-address'

/** The address standing in for a public host; 127.0.0.1 plays an internal service. */
export const PUBLIC_STAND_IN = '127.0.0.2'

export type Route = (req: IncomingMessage, res: ServerResponse) => void

export interface PhotoHosts {
  /** The port both servers listen on, so a URL differs between them only by its host. */
  port: number
  /** Paths asked of the loopback server (127.0.0.1), which answers every path with TEST_PNG. */
  inside: string[]
  /** Paths asked of the stand-in for a public host. */
  outside: string[]
  /** The test's own names resolved, the stand-in allowed, the test certificate trusted. */
  network: PhotoNetwork
  /** Production's resolver and address rules; only the test certificate trusted besides. */
  production: PhotoNetwork
  /** `https://<host>:<port><path>`, host photos.test unless named. */
  url(path: string, host?: string): string
  close(): Promise<void>
}

/** A 64×48 PNG: quick through the pipeline. */
export const TEST_PNG = await sharp({
  create: { width: 64, height: 48, channels: 3, background: '#336699' },
})
  .png()
  .toBuffer()

/**
 * A self-signed certificate for the tests' names (photos, metadata, mixed, rebind .test), localhost and both loopback addresses, valid for a
 * century and kept beside this file: no test needs the openssl command (a clean CI machine may lack
 * it). It is trusted only by the test's own networks, never by production code.
 */
const TEST_TLS = {
  key: readFileSync(new URL('./fixtures/test-tls-key.pem', import.meta.url), 'utf8'),
  cert: readFileSync(new URL('./fixtures/test-tls-cert.pem', import.meta.url), 'utf8'),
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done((server.address() as AddressInfo).port)
    })
  })
}

/**
 * Two real https servers on one port: an internal service on 127.0.0.1 and a public host's stand-in
 * on 127.0.0.2 answering `routes` (404 otherwise). `names` are the test's DNS: each name's
 * addresses, or a function asked on every lookup (a name that answers differently each time);
 * other names go to the system resolver.
 */
export async function photoHosts(
  routes: Record<string, Route>,
  names: Record<string, string[] | (() => string[])> = {},
): Promise<PhotoHosts> {
  const tls = TEST_TLS
  const inside: string[] = []
  const outside: string[] = []
  const internal = createServer(tls, (req, res) => {
    inside.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'image/png' }).end(TEST_PNG)
  })
  const stand = createServer(tls, (req, res) => {
    const path = req.url ?? ''
    outside.push(path)
    const route = routes[path.split('?')[0]!]
    if (route) route(req, res)
    else res.writeHead(404).end('not here')
  })
  // The stand-in takes the port the kernel gave the internal server (tried again if it is taken).
  let port = 0
  for (let attempt = 0; !port; attempt++) {
    const candidate = await listen(internal, '127.0.0.1', 0)
    try {
      port = await listen(stand, PUBLIC_STAND_IN, candidate)
    } catch (err) {
      await new Promise((done) => internal.close(done))
      if (attempt === 5) throw err
    }
  }
  const resolve = async (host: string) => {
    const answer = host === 'photos.test' ? [PUBLIC_STAND_IN] : names[host]
    if (answer) return typeof answer === 'function' ? answer() : answer
    return (await lookup(host, { all: true })).map((a) => a.address)
  }
  const close = (server: Server) => {
    server.closeAllConnections()
    return new Promise((done) => server.close(done))
  }
  return {
    port,
    inside,
    outside,
    network: {
      resolve,
      allowAddress: (a) => a === PUBLIC_STAND_IN || isPublicAddress(a),
      ca: tls.cert,
    },
    production: { ca: tls.cert },
    url: (path, host = 'photos.test') => `https://${host}:${port}${path}`,
    close: async () => void (await Promise.all([close(internal), close(stand)])),
  }
}
