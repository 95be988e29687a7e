import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { createApiApp } from '~/server/api/create-api-app'
import { viewingSlotIn } from '~/testing/viewing-slot'
import { send, TENANT } from '../api-test-db'
import { verifyEmail } from '../verify-email'

/** The signed-out invariant's buyer and the surfaces it asks (signed-out-nothing-private.test.ts); a Cache Storage in memory. */

export const HOST = 'haven.localhost:8888'
export const ORIGIN = `http://${HOST}`
const FUNCTIONS = join(__dirname, '../../../netlify/functions')

export interface Buyer {
  token: string
  /** Strings only this buyer's answers contain. */
  markers: string[]
  params: Record<string, string>
}

/** A buyer with something private on every signed-in page: a favourite, a saved search, a viewing. */
export async function buyerWithData(): Promise<Buyer> {
  const email = `quillfeather${Date.now()}@example.com`
  const up = await send('POST', '/auth/user-signup', {
    first_name: 'Zebulon',
    last_name: 'Quillfeather',
    email,
    phone: '08031234567',
    password: 'correct horse',
  })
  expect(up.status).toBe(201)
  await verifyEmail(email)
  const token = up.body.data.accessToken as string
  const auth = { token }
  // The first listing a plain search shows, so the search's own is_favorite is asked too.
  const l = (await send('GET', '/indexing/listings-search')).body.data[0] as {
    id: number
    slug: string
  }
  expect((await send('POST', '/favourite', { listing_id: l.id }, auth)).status).toBeLessThan(300)
  expect(
    (
      await send(
        'POST',
        '/save-search',
        { label: 'Marbleglow duplexes', query: 'state=Lagos' },
        auth,
      )
    ).status,
  ).toBe(201)
  const viewing = await send(
    'POST',
    '/enquiry/schedule-viewing',
    {
      viewing_type: 'TRUSTED_PERSON',
      first_name: 'Oyelaran',
      last_name: 'Thistlewood',
      email: `thistlewood${Date.now()}@example.com`,
      phone_number: '0803 123 4567',
      inspection_type: 'PHYSICAL_INSPECTION',
      date: viewingSlotIn(5),
      listing_id: l.id,
      listing_url: `${ORIGIN}/listings/${l.id}/${l.slug}`,
    },
    auth,
  )
  expect(viewing.status).toBe(201)
  const profile = await send('GET', '/auth/user-referral-profile', undefined, auth)
  const code = String(profile.body.data.referral_code)
  expect(code).toMatch(/^[A-Z0-9]{7}$/)
  return {
    token,
    markers: [
      email,
      'Zebulon',
      'Quillfeather',
      'Marbleglow',
      'Thistlewood',
      code,
      '"is_favorite":1',
    ],
    params: {
      id: String(viewing.body.data.id),
      slug: l.slug,
      username: 'nobody',
      listing: String(l.id),
    },
  }
}

/** A function's module: its routes (`config.path`) and its handler. */
const functionModule = async (fn: string) =>
  (await import(join(FUNCTIONS, `${fn}.ts`))) as {
    config: { path?: string | string[] }
    default: (req: Request) => Promise<Response>
  }

/** Every GET surface the functions answer, with its parameters filled in for this buyer. */
export async function surfaces(
  params: Record<string, string>,
): Promise<{ path: string; fn: string }[]> {
  const fill = (path: string) =>
    path.replace(/:([a-zA-Z_]+)/g, (_, k: string) => params[k] ?? 'x').replace(/\*$/, 'x')
  const out = new Map<string, { path: string; fn: string }>()
  const add = (path: string, fn: string) => out.set(path, { path, fn })
  for (const file of readdirSync(FUNCTIONS).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  )) {
    const fn = file.replace(/\.ts$/, '')
    const { config } = await functionModule(fn)
    for (const path of [config.path ?? []].flat()) {
      // The API's one wildcard is its whole route table.
      if (fn === 'api') {
        for (const r of createApiApp().routes)
          if (r.method === 'GET' && !r.path.includes('*')) add(fill(r.path), fn)
      } else add(fill(path), fn)
    }
  }
  return [...out.values()]
}

const handlers = new Map<string, (req: Request) => Promise<Response>>()
export async function handlerOf(fn: string) {
  if (!handlers.has(fn)) handlers.set(fn, (await functionModule(fn)).default)
  return handlers.get(fn)!
}

/** A GET as the browser sends it: the page cookie always, the bearer token to the API; once plain, once with the buyer's ids. */
export async function ask(
  s: { path: string; fn: string },
  token: string,
  params: Record<string, string>,
) {
  const headers = {
    host: HOST,
    cookie: `haven_session=${token}`,
    authorization: `Bearer ${token}`,
    'x-tenant-id': TENANT,
  }
  const handler = await handlerOf(s.fn)
  const out: { url: string; res: Response; body: string }[] = []
  for (const query of ['', `?id=${params.listing}&listing_id=${params.listing}&limit=10&page=1`]) {
    const url = `${ORIGIN}${s.path}${query}`
    const res = await handler(new Request(url, { headers }))
    out.push({ url, res, body: await res.text() })
  }
  return out
}

export const privateIn = (body: string, markers: string[]) =>
  markers.filter((m) => body.includes(m))
export const isPrivate = (res: Response) =>
  /\b(private|no-store)\b/.test(res.headers.get('cache-control') ?? '') &&
  !res.headers.get('netlify-cdn-cache-control')

/** The device's Cache Storage, in memory: what the worker keeps, readable by the test. */
class MemoryCache {
  readonly entries = new Map<string, Response>()
  private url = (req: RequestInfo | URL) =>
    typeof req === 'string' ? new URL(req, ORIGIN).href : req instanceof URL ? req.href : req.url
  async put(req: RequestInfo | URL, res: Response) {
    this.entries.set(this.url(req), res)
  }
  async match(req: RequestInfo | URL) {
    return this.entries.get(this.url(req))?.clone()
  }
  async keys() {
    return [...this.entries.keys()].map((u) => new Request(u))
  }
  async delete(req: RequestInfo | URL) {
    return this.entries.delete(this.url(req))
  }
  async addAll() {}
}
export function memoryStorage() {
  const caches = new Map<string, MemoryCache>()
  return {
    caches,
    storage: {
      open: async (name: string) =>
        caches.get(name) ?? caches.set(name, new MemoryCache()).get(name)!,
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
      has: async (name: string) => caches.has(name),
      match: async () => undefined,
    },
  }
}
