/**
 * The build: validate tenants, build the JavaScript once (client + SSR), then render every tenant ×
 * every prerenderable route into dist/<tenant>/. A tenant costs milliseconds, not a Vite build.
 *
 *   npm run build                       all tenants
 *   npm run build -- --tenant haven     one tenant
 *   npm run build -- --tenants-dir DIR  tenants from another folder (benchmarks)
 *   npm run build -- --skip-bundles     reuse dist/.client and dist/.server
 */
import './build-lib/production-env'
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { loadTenants, TenantConfigError } from '~/server/tenants/load-tenants'
import { compileContent } from './build-lib/content'
import { linkTree } from './build-lib/link-tree'
import { renderTenant, type ServerEntry } from './build-lib/render-tenant'
import { buildBundles, CLIENT_DIR, entryAssets, pageChunk, readManifest, SERVER_DIR, withCriticalCss } from './build-lib/vite-builds'
import { buildFingerprint } from './build-lib/fingerprint'

const ROOT = resolve(import.meta.dirname, '..')

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true },
    'tenants-dir': { type: 'string' },
    'out-dir': { type: 'string' },
    'skip-bundles': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
})

const log = (msg: string) => {
  if (!values.quiet) console.log(msg)
}

async function main() {
  const started = performance.now()
  const tenantsDir = resolve(values['tenants-dir'] ?? join(ROOT, 'tenants'))
  const outDir = resolve(values['out-dir'] ?? join(ROOT, 'dist'))

  // 1. Configuration fails early: nothing is written unless every tenant file is valid.
  let tenants = loadTenants(tenantsDir)
  if (values.tenant?.length) {
    const unknown = values.tenant.filter((s) => !tenants.some((t) => t.slug === s))
    if (unknown.length) throw new TenantConfigError(unknown.map((s) => `--tenant ${s}: no file ${s}.json in ${tenantsDir}`))
    tenants = tenants.filter((t) => values.tenant!.includes(t.slug))
  }
  const content = compileContent(join(ROOT, 'content'))

  // 2. The JavaScript, once.
  if (!values['skip-bundles'] || !existsSync(join(ROOT, SERVER_DIR, 'entry-server.js'))) {
    await buildBundles(ROOT)
    log(`bundles built in ${Math.round(performance.now() - started)} ms`)
  }
  const manifest = readManifest(ROOT)
  const server = (await import(pathToFileURL(join(ROOT, SERVER_DIR, 'entry-server.js')).href)) as ServerEntry
  const { allRoutes } = await import('~/config/paths')
  const pageChunks = Object.fromEntries(allRoutes.map((r) => [r.id, pageChunk(manifest, `src/app/routes/${r.page}.tsx`)]))
  const ctx = {
    server,
    content,
    staticAssets: withCriticalCss(ROOT, entryAssets(manifest, 'static')),
    marketplaceAssets: withCriticalCss(ROOT, entryAssets(manifest, 'marketplace')),
    pageChunks,
  }

  // 3. Every tenant, staged then swapped in, so a failure leaves the previous output untouched.
  const staging = join(outDir, '.staging')
  rmSync(staging, { recursive: true, force: true })
  let pages = 0
  for (const tenant of tenants) {
    const dir = join(staging, tenant.slug)
    linkTree(join(ROOT, 'public'), dir)
    linkTree(join(ROOT, CLIENT_DIR), dir, (name) => name === '.vite')
    pages += await renderTenant(ctx, tenant, dir)
  }
  for (const tenant of tenants) {
    const final = join(outDir, tenant.slug)
    rmSync(final, { recursive: true, force: true })
    renameSync(join(staging, tenant.slug), final)
  }
  rmSync(staging, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  // Only a full build from tenants/ counts as fresh for `npm start`; a partial one forces a rebuild.
  const stamp = join(outDir, '.build-stamp.json')
  if (values.tenant?.length || values['tenants-dir']) rmSync(stamp, { force: true })
  else writeFileSync(stamp, JSON.stringify({ fingerprint: buildFingerprint(ROOT), tenants: tenants.map((t) => t.slug) }))
  log(`${tenants.length} tenant(s), ${pages} pages in ${Math.round(performance.now() - started)} ms → ${outDir}`)
}

main().catch((err: unknown) => {
  if (err instanceof TenantConfigError) {
    console.error(err.message)
    console.error('The build stopped; earlier output in dist/ is untouched.')
  } else console.error(err)
  process.exit(1)
})
