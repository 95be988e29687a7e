import fc from 'fast-check'

/**
 * Raw HTTP/1.x requests, byte for byte, that a browser would never send and an attacker will:
 * request lines and Host headers `new URL()` cannot parse, methods `new Request()` refuses,
 * duplicate, oversized and invalid headers, contradictory framing, truncated bodies, requests cut
 * off half way, HTTP/0.9 and HTTP/2 prefaces. Used by hostile-http.test.ts against `npm start`.
 */
export interface HostileRequest {
  bytes: Buffer
  /** wait: read the answer; half-close: send FIN after the bytes, then read; abort: reset at once. */
  then: 'wait' | 'half-close' | 'abort'
}

const CRLF = '\r\n'

/** Each path reaches another part of the server: static files, functions, SSR pages, the operator door. */
const PATHS = [
  '/',
  '/listings',
  '/listings/ikoyi-penthouse',
  '/marketplace',
  '/legal/terms-of-use',
  '/assets/missing.js',
  '/api/v1/indexing/listings-search?page=1',
  '/api/v1/no/such/route',
  '/api/v1/auth/signin',
  '/api/contact-us',
  '/__haven/ops/import',
  '/__haven/ops/',
]

const TARGETS = [
  '//[x/',
  '//[x',
  '//[::1/',
  'http://localhost:99999/',
  'http://[x/',
  'http://[::1/',
  'https://haven.ng/',
  'http://user:pw@localhost/',
  'http://localhost:8888/api/v1/indexing/listings-search',
  'http:///',
  '*',
  'localhost:443',
  '%',
  '/%',
  '/%zz',
  '/%zz/%',
  '/api/v1/%zz',
  '/api/v1/listings/%E0%A4%A',
  '/listings/%ff%fe',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/../../../etc/passwd',
  '/%2e%2e/%2e%2e/package.json',
  '/\\\\evil.example/',
  '/a b',
  '/\u00e9t\u00e9',
  '/\u{1F3E0}',
  '/?%zz=%&a=%E0',
  '/__haven/ops/%zz',
  '/__haven/ops/import?x=%',
  `/${'a'.repeat(9_000)}`,
  `/api/v1/${'b/'.repeat(4_000)}`,
  `/?${'q=1&'.repeat(3_000)}`,
]

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'SEARCH', 'SOURCE', 'M-SEARCH', 'PURGE', 'CONNECT', 'get', 'G ET', 'GET\u0000', 'FOO']

const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/0.9', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', 'http/1.1', '']

/** undefined leaves Host out; an array sends it twice. */
const HOSTS: (string | string[] | undefined)[] = [
  'localhost',
  'localhost',
  '127.0.0.1',
  'haven.ng',
  'lekki-prime.localhost',
  '[::1',
  '[::1]',
  '[x',
  '',
  ' ',
  'user:pw@localhost',
  'localhost:99999',
  'localhost:-1',
  'localhost:abc',
  'localhost:',
  ':80',
  '*',
  'h\u00e4v\u00e9n.ng',
  '\u{1F3E0}.localhost',
  'localhost/../x',
  'localhost?x',
  'localhost#x',
  'a..b',
  '%00',
  'x'.repeat(300),
  ['localhost', 'evil.example'],
  ['[::1', 'localhost'],
  undefined,
]

/** Well-formed header lines with odd values: they reach the handlers. */
const ODD_HEADERS = [
  'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=NaN',
  'Accept-Encoding: ,,,;;;q=,',
  'Accept-Encoding: br;q=1e999',
  `Accept-Encoding: ${'gzip;q=0.5,'.repeat(700)}`,
  'Accept-Encoding: br\r\nAccept-Encoding: gzip',
  'Accept-Encoding: \u00e9',
  'X-Tenant-Id: [::1',
  'X-Tenant-Id: haven.ng',
  'X-Tenant-Id: haven.ng\r\nX-Tenant-Id: lekkiprime.com',
  'Origin: http://[x',
  'Origin: http://localhost:99999',
  'Origin: null',
  'Referer: %',
  'Cookie: a=%; b=\u00e9',
  'Authorization: Bearer %zz',
  'Authorization: Basic',
  'Content-Type: application/json',
  'Content-Type: multipart/form-data; boundary=',
  'Content-Type: \u00e9',
  'If-None-Match: "x", W/',
  'If-Modified-Since: yesterday',
  'Range: bytes=999999-',
  'Range: bytes=-',
  'Idempotency-Key: \u00e9\u00e9',
  'x-nf-client-connection-ip: 1.2.3.4',
  'x-haven-operator-secret: wrong',
  'Connection: keep-alive, close, %',
]

/** Header lines that break the framing or the grammar: the parser's to refuse. */
const MALFORMED_HEADERS = [
  'Expect: 100-continue',
  'Expect: something-else',
  'Connection: upgrade\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA',
  'Connection: upgrade\r\nUpgrade: websocket',
  'Bad Header: x',
  'Bad\u0000Name: x',
  ': no name',
  'No-Colon',
  'X-Nul: a\u0000b',
  'X-Del: a\u007fb',
  'X-Bare-CR: a\rb',
  ' Leading-Space: x',
  'X-Folded: a\r\n b',
  `X-Huge: ${'a'.repeat(20_000)}`,
  `X-Many: ${'b'.repeat(900)}\r\n`.repeat(20).trimEnd(),
  'Content-Length: abc',
  'Content-Length: -1',
  'Content-Length: 1e3',
  'Content-Length: 99999999999999999999',
  'Content-Length: 5\r\nContent-Length: 6',
  'Transfer-Encoding: xchunked',
  'Transfer-Encoding: chunked, gzip',
  'Transfer-Encoding: gzip',
]

type Body =
  | { kind: 'none' }
  | { kind: 'exact'; text: string }
  | { kind: 'truncated'; text: string }
  | { kind: 'chunked'; raw: string }
  | { kind: 'both'; text: string }

const BODY_TEXTS = ['{"email":"a@b.c","password":"x"}', '{"a":', 'not json', '\u0000\u00ff', '{"name":"$&$\'$1"}', 'x'.repeat(70_000)]

const bodyArb: fc.Arbitrary<Body> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  fc.constantFrom(...BODY_TEXTS).map((text): Body => ({ kind: 'exact', text })),
  fc.constantFrom(...BODY_TEXTS).map((text): Body => ({ kind: 'truncated', text })),
  fc.constantFrom(...BODY_TEXTS).map((text): Body => ({ kind: 'both', text })),
  fc
    .constantFrom('5\r\nhello\r\n0\r\n\r\n', 'zz\r\nhello\r\n0\r\n\r\n', '5\r\nhel', 'ffffffffffffffff\r\n', '-1\r\n\r\n', '5;ext=%\r\nhello\r\n0\r\nX-Trailer: \u0000\r\n\r\n', '5\r\nhelloXX0\r\n\r\n')
    .map((raw): Body => ({ kind: 'chunked', raw })),
)

const hostLines = (host: string | string[] | undefined) =>
  host === undefined ? [] : (Array.isArray(host) ? host : [host]).map((h) => `Host: ${h}`)

function bodyParts(body: Body): { headers: string[]; payload: string } {
  switch (body.kind) {
    case 'none':
      return { headers: [], payload: '' }
    case 'exact':
      return { headers: [`Content-Length: ${Buffer.byteLength(body.text)}`], payload: body.text }
    case 'truncated':
      // Announces more than it sends: the server waits for bytes that never come.
      return { headers: [`Content-Length: ${Buffer.byteLength(body.text) + 100}`], payload: body.text }
    case 'both':
      return { headers: [`Content-Length: ${Buffer.byteLength(body.text)}`, 'Transfer-Encoding: chunked'], payload: body.text }
    case 'chunked':
      return { headers: ['Transfer-Encoding: chunked'], payload: body.raw }
  }
}

const generated: fc.Arbitrary<HostileRequest> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    target: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...TARGETS) },
      fc.constantFrom(...PATHS),
      fc.tuple(fc.constantFrom(...PATHS), fc.string({ unit: 'binary', maxLength: 12 })).map(([p, s]) => p + s),
    ),
    version: fc.oneof({ weight: 3, arbitrary: fc.constant('HTTP/1.1') }, fc.constantFrom(...VERSIONS)),
    host: fc.oneof({ weight: 2, arbitrary: fc.constantFrom('localhost', '127.0.0.1', 'haven.ng', 'lekki-prime.localhost') }, fc.constantFrom(...HOSTS)),
    headers: fc.subarray(ODD_HEADERS, { maxLength: 3 }),
    malformed: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.subarray(MALFORMED_HEADERS, { minLength: 1, maxLength: 2 })),
    body: bodyArb,
    close: fc.boolean(),
    then: fc.constantFrom<HostileRequest['then']>('wait', 'wait', 'wait', 'half-close', 'half-close', 'abort'),
    /** Cut the request off after this share of its bytes (slowloris that gives up), when set. */
    cut: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, fc.double({ min: 0.05, max: 0.95, noNaN: true })),
  })
  .map((r) => {
    const { headers, payload } = bodyParts(r.body)
    const line = [r.method, r.target, r.version].filter(Boolean).join(' ')
    const head = [line, ...hostLines(r.host), ...r.headers, ...r.malformed, ...headers, ...(r.close ? ['Connection: close'] : [])]
    const text = head.join(CRLF) + CRLF + CRLF + payload
    const bytes = Buffer.from(text, 'utf8')
    if (r.cut === null) return { bytes, then: r.then }
    return { bytes: bytes.subarray(0, Math.floor(bytes.length * r.cut)), then: 'abort' as const }
  })

/** Whole exchanges no generator composes: other protocols, and the first bytes of the reports. */
const SPECIAL: HostileRequest[] = [
  'GET //[x/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n',
  'GET http://localhost:99999/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'TRACE /api/v1/indexing/listings-search HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET /\r\n\r\n',
  'GET /\n\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\u0000\u0000\u0012\u0004\u0000\u0000\u0000\u0000\u0000',
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u01fc\u0003\u0003',
  '\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\n\r\nGET //[x/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  // A request line past Node's 16 KB header limit.
  `GET /${'x'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
].map((text) => ({ bytes: Buffer.from(text, 'latin1'), then: 'wait' as const }))

/** Requests that stop short and then close their half of the connection. */
const SHORT: HostileRequest[] = [
  'POST /api/v1/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"email":',
  'POST /api/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":',
  'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
  'GET / HTT',
  '',
].map((text) => ({ bytes: Buffer.from(text, 'latin1'), then: 'half-close' as const }))

/** The fixed cases first, then `runs` generated ones; the same seed gives the same bytes. */
export function hostileRequests(seed: number, runs: number): HostileRequest[] {
  return [...SPECIAL, ...SHORT, ...fc.sample(generated, { seed, numRuns: runs })]
}
