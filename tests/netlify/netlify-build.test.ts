import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from '~/config/http-headers'
import { paintedRoutes, signedInPaintedRoutes } from '~/config/paths'
import { SITE_FORMS } from '~/server/forms/forms-app'
import { PHOTO_CDN_CACHE } from '~/server/media/serve-photo-blob'
import { timeFunction, unpackFunction } from '../../scripts/netlify-lib/function-zip'
import { FUNCTIONS_BUILT, functionsFor, readManifest, type ManifestFunction } from '../../scripts/netlify-lib/manifest'
import { netlifyBuild } from '../../scripts/netlify-lib/netlify-cli'
import { readZip } from '../../scripts/netlify-lib/unzip'

/**
 * What Netlify itself builds for one tenant (`netlify build --offline`, netlify-cli 26.2.0): the
 * routes in its function manifest and the zips it would upload (issue 21). Runs in `npm test` after
 * `npm run build`, which it reuses (only the tenant is rendered again).
 */
const ROOT = resolve(import.meta.dirname, '../..')
const TENANT = 'lekki-prime'
const MB = 1024 * 1024
let fns: ManifestFunction[] = []
const unpacked: string[] = []

beforeAll(() => {
  rmSync(join(ROOT, FUNCTIONS_BUILT), { recursive: true, force: true })
  const build = netlifyBuild(ROOT, TENANT)
  expect(build.status, build.output).toBe(0)
  fns = readManifest(ROOT)
}, 600_000)
afterAll(() => {
  for (const dir of unpacked) rmSync(dir, { recursive: true, force: true })
})

const zipOf = (name: string) => join(ROOT, FUNCTIONS_BUILT, `${name}.zip`)
const unpack = (name: string) => {
  const fn = unpackFunction(zipOf(name))
  unpacked.push(fn.dir)
  return fn
}

/** Every function Haven deploys: six on routes, the mail queue and the alert run on a schedule (decisions 039, 047, 057). */
const FUNCTIONS = ['alerts', 'alerts-unsubscribe', 'api', 'console-upload', 'forms', 'mail-queue', 'marketplace-page', 'photo']
/** The functions a buyer's request can reach: all but the console's uploads, which alone carry sharp. */
const BUYER_FUNCTIONS = FUNCTIONS.filter((f) => f !== 'console-upload')
const UPLOAD_ROUTES = ['/api/v1/console/uploads', '/api/v1/console/uploads/*']
/** A demo photo's variant: a static file of the deploy, which the CDN serves before the photo function. */
const DEMO_PHOTO = (JSON.parse(readFileSync(join(ROOT, 'media/photos/manifest.json'), 'utf8')) as Record<string, string>)['exterior-01.jpg']!

describe('Netlify’s function manifest', () => {
  it('zips each function as build:deploy bundled it (node_bundler "none": no nft tracing)', () => {
    const byName = (a: string[], b: string[]) => (a[0]! < b[0]! ? -1 : 1)
    expect(fns.map((f) => [f.name, f.bundler!, f.mainFile.replace(`${ROOT}/`, '')]).sort(byName)).toEqual(
      FUNCTIONS.map((name) => [name, 'none', `dist/functions/${name}.mjs`]).sort(byName),
    )
  })

  it('gives each function exactly the routes its config.path declares', () => {
    const routes = Object.fromEntries(fns.map((f) => [f.name, f.routes?.map((r) => r.pattern) ?? []]))
    expect(routes).toEqual({ alerts: [], 'alerts-unsubscribe': ['/api/alerts/unsubscribe'], api: ['/api/v1/*'], 'console-upload': UPLOAD_ROUTES, forms: SITE_FORMS.map((f) => `/api/${f}`), 'mail-queue': [], 'marketplace-page': [...paintedRoutes, ...signedInPaintedRoutes].map((r) => r.path), photo: ['/media/photos/*'] })
  })

  it('leaves the console’s uploads to their own function: the API function’s excluded paths are its routes (decision 057)', () => {
    expect(fns.find((f) => f.name === 'api')!.excludedRoutes?.map((r) => r.pattern)).toEqual(UPLOAD_ROUTES)
  })

  it('runs the alerts every 15 minutes, the mail queue every minute, and nothing else on a schedule', () => {
    expect(fns.filter((f) => f.schedule).map((f) => [f.name, f.schedule])).toEqual([['alerts', '*/15 * * * *'], ['mail-queue', '* * * * *']])
  })

  it.each<[string, string | null]>([
    ['/marketplace', 'marketplace-page'],
    ['/listings', 'marketplace-page'],
    ['/listings/lekki-4-bedroom-duplex', 'marketplace-page'],
    ['/listings/42/lekki-4-bedroom-duplex', 'marketplace-page'],
    ['/find-trusted-realtors', 'marketplace-page'],
    ['/find-trusted-realtors/3/ada.obi', 'marketplace-page'],
    // Signed-in pages, painted for a buyer with the page cookie (decision 053).
    ['/favorites', 'marketplace-page'],
    ['/transactions/12', 'marketplace-page'],
    ['/media/photos/0246d5a28f11ac48-2000x1677-88a8d8-640.avif', 'photo'],
    ['/api/v1/indexing/listings-search', 'api'],
    ['/api/v1/auth/user-signup', 'api'],
    ['/api/v1/agent/register', 'api'],
    ['/api/v1/console/listings/42/photos', 'api'],
    ['/api/v1/console/uploads', 'console-upload'],
    ['/api/v1/console/uploads/0123456789abcdef0123456789abcdef/parts/1', 'console-upload'],
    ['/api/v1/console/uploads/0123456789abcdef0123456789abcdef/complete', 'console-upload'],
    ['/api/alerts/unsubscribe', 'alerts-unsubscribe'],
    ...SITE_FORMS.map((f): [string, string] => [`/api/${f}`, 'forms']),
    // Static pages and the client-rendered rest stay with the CDN (dist/<tenant>, _redirects).
    ['/', null],
    ['/about-us', null],
    ['/compare', null],
  ])('%s is served by %s', (path, name) => {
    expect(functionsFor(fns, path)).toEqual(name ? [name] : [])
  })
})

describe('the bundles Netlify zips', () => {
  it.each([
    ['alerts', 1],
    ['alerts-unsubscribe', 1],
    ['api', 1.5],
    ['forms', 1],
    // Staff-only, exempt from the 5 MB goal: sharp's linux-x64 binding and libvips (decision 057).
    ['console-upload', 10],
    ['mail-queue', 1],
    ['marketplace-page', 2],
    ['photo', 0.5],
  ])('%s is under %s MB zipped (goal: 5 MB but the staff-only upload function)', (name, budget) => {
    const bytes = statSync(zipOf(name as string)).size
    expect(bytes).toBeLessThan((budget as number) * MB)
  })

  it.each(FUNCTIONS)('%s carries no PGlite, no client build and no other tenant', (name) => {
    const files = readZip(zipOf(name)).map((e) => e.name)
    expect(files.filter((f) => /pglite|electric-sql|dist\/\.client|dist\/\.server|assets\//.test(f))).toEqual([])
    expect(files.filter((f) => f.startsWith('dist/') && !f.startsWith('dist/functions/'))).toEqual(name === 'marketplace-page' ? ['dist/deploy/app.html'] : [])
    expect(files).toContain(`dist/functions/${name}.mjs`)
  })

  it('bundles production code only: no PGlite import, no React development build', () => {
    for (const name of FUNCTIONS) {
      const code = readZip(zipOf(name)).find((e) => e.name === `dist/functions/${name}.mjs`)!.data().toString('utf8')
      expect([name, code.includes('@electric-sql/pglite')]).toEqual([name, false])
      expect([name, code.includes('React does not recognize the')]).toEqual([name, false])
    }
  })

  it('ships argon2’s native binary beside the API function only', () => {
    const native = (name: string) => readZip(zipOf(name)).some((e) => /@node-rs\/argon2-[^/]+\/[^/]+\.node$/.test(e.name))
    expect(FUNCTIONS.map((name) => [name, native(name)])).toEqual(FUNCTIONS.map((name) => [name, name === 'api']))
  })

  it('photo: its own code is tens of KB (@netlify/blobs and the name check); the rest of its zip is Netlify’s bootstrap', () => {
    const code = readZip(zipOf('photo')).find((e) => e.name === 'dist/functions/photo.mjs')!.data()
    expect(code.length).toBeLessThan(64 * 1024)
  })

  it('carries no sharp in any function a buyer reaches: the pipeline runs in scripts and the upload function (decisions 041, 057)', () => {
    for (const name of BUYER_FUNCTIONS) {
      const entries = readZip(zipOf(name))
      const code = entries.find((e) => e.name === `dist/functions/${name}.mjs`)!.data().toString('utf8')
      expect([name, entries.filter((e) => /sharp|libvips/.test(e.name)).length, /from\s*["']sharp["']|require\(["']sharp["']\)/.test(code)]).toEqual([name, 0, false])
    }
  })

  it('console-upload: sharp’s linux-x64 binding, libvips and its JavaScript beside the bundle, imported, not bundled', () => {
    const names = readZip(zipOf('console-upload')).map((e) => e.name)
    expect(names).toEqual(expect.arrayContaining(['node_modules/sharp/package.json', 'node_modules/sharp/lib/index.js', 'node_modules/detect-libc/package.json', 'node_modules/@img/colour/package.json']))
    expect(names.filter((n) => /@img\/sharp-linux-x64\/lib\/sharp-linux-x64\.node$/.test(n))).toHaveLength(1)
    expect(names.filter((n) => /@img\/sharp-libvips-linux-x64\/lib\/libvips-cpp\.so/.test(n)).length).toBeGreaterThan(0)
    const code = readZip(zipOf('console-upload')).find((e) => e.name === 'dist/functions/console-upload.mjs')!.data().toString('utf8')
    expect(code).toMatch(/from\s*["']sharp["']/)
  })

  it('publishes the demo photos’ variants as static files, and the photo function routes only their names', () => {
    const stem = DEMO_PHOTO.slice('/media/photos/'.length, -'.jpg'.length)
    const files = readdirSync(join(ROOT, 'dist/deploy/media/photos')).filter((f) => f.startsWith(stem))
    expect(files.sort()).toEqual(expect.arrayContaining([`${stem}.jpg`, `${stem}-thumbnail.jpg`, `${stem}-320.avif`, `${stem}-640.webp`]))
    expect(files.filter((f) => f.endsWith('.json'))).toEqual([])
    expect(fns.find((f) => f.name === 'photo')!.routes!.map((r) => r.pattern)).toEqual(['/media/photos/*'])
  })
})

describe('a bundle run from its zip alone', () => {
  const env = { PATH: process.env.PATH, HAVEN_TENANT: TENANT }

  it('photo: streams a blob from a local Netlify Blobs server, immutable, and 404 for a name the pipeline never writes', async () => {
    const name = 'fef7d561ce137602-1200x800-102030-640.avif'
    const dir = mkdtempSync(join(tmpdir(), 'haven-blobs-'))
    const server = spawn(process.execPath, [join(ROOT, 'scripts/netlify-lib/blobs-server.mjs'), dir, JSON.stringify({ [name]: 'avif bytes' })], { cwd: ROOT })
    try {
      const context = await new Promise<string>((done, failed) => {
        server.stdout.once('data', (d: Buffer) => done(d.toString().trim()))
        server.once('exit', (code) => failed(new Error(`blobs server exited ${code}`)))
      })
      const fn = unpack('photo')
      const res = timeFunction(fn, [{ url: `https://lekkiprime.com/media/photos/${name}` }], { env: { ...env, NETLIFY_BLOBS_CONTEXT: context } })
      expect([res.status, res.body, res.headers['content-type'], res.headers['netlify-cdn-cache-control']]).toEqual([200, 'avif bytes', 'image/avif', PHOTO_CDN_CACHE])
      const odd = timeFunction(fn, [{ url: 'https://lekkiprime.com/media/photos/..%2F..%2Fetc%2Fpasswd' }], { env: { ...env, NETLIFY_BLOBS_CONTEXT: context } })
      expect([odd.status, JSON.parse(odd.body).message]).toEqual([404, 'No such photo'])
    } finally {
      server.kill()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('forms: answers with the envelope and the security headers', () => {
    const res = timeFunction(unpack('forms'), [{ url: 'https://lekkiprime.com/api/contact-us' }], { env })
    expect([res.status, JSON.parse(res.body).message]).toEqual([405, 'Method GET is not allowed: send this form with POST'])
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value)
  })

  it('marketplace-page: without DATABASE_URL, says so, and still serves the tenant’s shell from dist/deploy', () => {
    const res = timeFunction(unpack('marketplace-page'), [{ url: 'https://lekkiprime.com/marketplace' }], { env })
    expect([res.status, res.headers['cache-control']]).toEqual([503, 'no-store'])
    const shell = readFileSync(join(ROOT, 'dist', TENANT, 'app.html'), 'utf8')
    const script = /<script type="module"[^>]*src="[^"]+"/.exec(shell)![0]
    expect(res.body).toContain(script)
    expect(res.body).not.toContain('is updating this page')
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy'])
  })
})
