import { lookup as systemLookup } from 'node:dns/promises'
import { request } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { ImageRejected, MAX_BYTES } from './image-pipeline'
import { isPublicAddress } from './public-address'

/**
 * How db:import reaches a photo's server. Production uses the defaults; a test stands a local
 * https server in for a public one by resolving its own host names and allowing that address.
 */
export interface PhotoNetwork {
  /** A host name's addresses (default: the system resolver, every address). */
  resolve?: (hostname: string) => Promise<string[]>
  /** Whether a socket may connect to an address (default: isPublicAddress). */
  allowAddress?: (address: string) => boolean
  /** Certificates to trust besides the system's (a test's own). */
  ca?: string
  timeoutMs?: number
  maxBytes?: number
}

export const PHOTO_TIMEOUT_MS = 30_000
const MAX_REDIRECTS = 5

const resolveAll = async (hostname: string) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((a) => a.address)

type Answer = { location: string } | { body: Buffer }

/**
 * Downloads a photo for the pipeline (decision 041) from the public internet only: https on every
 * hop; each host name resolved once, and the socket given exactly the addresses that were checked
 * (a name that answers differently the second time cannot steer the connection); IP literals in
 * any spelling checked as the URL parser reads them; at most 5 redirects, one deadline for all of
 * it, and the body counted as it streams. Every failure is an ImageRejected naming the URL as the
 * file gave it and a reason — never a redirect's target, a status code or an internal error.
 */
export async function fetchPhoto(url: string, network: PhotoNetwork = {}): Promise<Buffer> {
  const timeoutMs = network.timeoutMs ?? PHOTO_TIMEOUT_MS
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    let current = new URL(url)
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (current.protocol !== 'https:')
        throw new ImageRejected(hop ? 'redirected away from https://' : 'only https:// is fetched')
      const answer = await get(current, hop > 0, network, signal)
      if ('body' in answer) return answer.body
      current = new URL(answer.location, current)
    }
    throw new ImageRejected(`redirected more than ${MAX_REDIRECTS} times`)
  } catch (err) {
    throw new ImageRejected(`${url}: ${reason(err, signal, timeoutMs)}`)
  }
}

function reason(err: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (err instanceof ImageRejected) return err.message
  if (signal.aborted) return `no answer within ${timeoutMs / 1000} s`
  if (err instanceof TypeError) return 'not a valid URL' // new URL() on a Location header
  const code = String((err as NodeJS.ErrnoException).code ?? '')
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name does not resolve'
  if (/CERT|SSL|TLS|SELF_SIGNED|SIGNATURE/.test(code)) return 'its certificate is not trusted'
  return 'the download failed (no connection)'
}

export const sizeLimit = (bytes: number) =>
  bytes % 1048576 ? `${bytes} bytes` : `${bytes / 1048576} MB`

/** One hop: its redirect's Location, or the body of a 2xx answer. */
function get(
  url: URL,
  redirected: boolean,
  network: PhotoNetwork,
  signal: AbortSignal,
): Promise<Answer> {
  const allow = network.allowAddress ?? isPublicAddress
  const resolve = network.resolve ?? resolveAll
  const maxBytes = network.maxBytes ?? MAX_BYTES
  const notPublic = () =>
    new ImageRejected(
      redirected
        ? 'redirected to an address that is not public'
        : 'the address is not public (loopback, private, link-local or metadata)',
    )
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  // A socket given an IP address skips the lookup below: the URL parser has already read
  // decimal, octal and hex IPv4 forms into dotted quads.
  if (isIP(host) && !allow(host)) return Promise.reject(notPublic())
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (!addresses.length || !addresses.every(allow)) return callback(notPublic(), '', 0)
        const all = addresses.map((address) => ({ address, family: isIP(address) }))
        if (options.all) callback(null, all)
        else callback(null, all[0]!.address, all[0]!.family)
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    )
  }
  return new Promise((done, fail) => {
    const req = request(
      {
        host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: { accept: 'image/*' },
        // A fresh connection every hop: no pooled socket chosen by an earlier answer.
        agent: false,
        lookup,
        signal,
        ...(network.ca && { ca: network.ca }),
      },
      (res) => {
        const status = res.statusCode ?? 0
        const location = res.headers.location
        if (status >= 300 && status < 400 && location) {
          req.destroy()
          return done({ location })
        }
        const over = () => new ImageRejected(`over the ${sizeLimit(maxBytes)} limit`)
        if (status < 200 || status >= 300) {
          req.destroy()
          return fail(new ImageRejected('the server did not send it (an error answer)'))
        }
        if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
          req.destroy()
          return fail(over())
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size <= maxBytes) return void chunks.push(chunk)
          req.destroy()
          fail(over())
        })
        res.on('end', () => done({ body: Buffer.concat(chunks) }))
        res.on('error', fail)
        res.on('close', () => {
          if (!res.complete) fail(new Error('closed mid-answer'))
        })
      },
    )
    req.on('error', fail)
    req.end()
  })
}
