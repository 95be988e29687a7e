import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { requestUrl } from './request-target'

const req = (url: string, hosts: string[] = ['localhost:8888']) =>
  ({ url, headers: hosts.length ? { host: hosts[0] } : {}, rawHeaders: hosts.flatMap((h) => ['Host', h]) }) as unknown as IncomingMessage

/** Target, Host headers, and the URL read from them — or, when none, the 400's reason. */
const CASES: [string, string[], string][] = [
  ['/listings?page=2', ['localhost:8888'], 'http://localhost:8888/listings?page=2'],
  ['/', ['lekki-prime.localhost'], 'http://lekki-prime.localhost/'],
  ['/', ['[::1]:8888'], 'http://[::1]:8888/'],
  ['/', [], 'http://localhost/'],
  ['https://haven.ng/listings', ['localhost'], 'https://haven.ng/listings'],
  ['/%zz', ['localhost'], 'http://localhost/%zz'],
  ['//[x/', ['localhost'], 'The request target is not a valid path'],
  ['//evil.example/api/v1/x', ['localhost'], 'The request target is not a valid path'],
  ['http://localhost:99999/', ['localhost'], 'The request target is not a valid http URL'],
  ['http://user:pw@localhost/', ['localhost'], 'The request target is not a valid http URL'],
  ['*', ['localhost'], 'The request target must be a path starting with /'],
  ['localhost:443', ['localhost'], 'The request target must be a path starting with /'],
  ['/', ['[::1'], 'The Host header is not a valid host name and port'],
  ['/', [''], 'The Host header is not a valid host name and port'],
  ['/', ['localhost:99999'], 'The Host header is not a valid host name and port'],
  ['/', ['user:pw@localhost'], 'The Host header is not a valid host name and port'],
  ['/', ['localhost/../x'], 'The Host header is not a valid host name and port'],
  ['/', ['%00'], 'The Host header is not a valid host name and port'],
  ['/', ['localhost', 'evil.example'], 'The request has more than one Host header'],
]

describe('requestUrl', () => {
  it.each(CASES)('%s with Host %j → %s', (target, hosts, expected) => {
    expect(requestUrl(req(target, hosts))).toEqual(/^https?:/.test(expected) ? { url: new URL(expected) } : { error: expected })
  })
})
