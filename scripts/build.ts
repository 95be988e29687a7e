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
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadTenants, TenantConfigError } from '~/server/tenants/load-tenants'
import { brandAdjustment } from '~/shared/tenant/theme'
import { compileContent } from './build-lib/content'
import { stageTenants } from './build-lib/stage-tenants'
import { buildBundles, SERVER_DIR } from './build-lib/vite-builds'
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
    if (unknown.length)
      throw new TenantConfigError(
        unknown.map((s) => `--tenant ${s}: no file ${s}.json in ${tenantsDir}`),
      )
    tenants = tenants.filter((t) => values.tenant!.includes(t.slug))
  }
  // Brand colours that would fail WCAG AA are adjusted by the theme (decision 018): say which.
  for (const t of tenants) {
    const adjusted = brandAdjustment(t.primary_color)
    if (adjusted) console.warn(`warning: ${t.slug}: ${adjusted}`)
  }
  const content = compileContent(join(ROOT, 'content'))

  // 2. The JavaScript, once.
  const rebuilt = !values['skip-bundles'] || !existsSync(join(ROOT, SERVER_DIR, 'entry-server.js'))
  if (rebuilt) {
    await buildBundles(ROOT)
    log(`bundles built in ${Math.round(performance.now() - started)} ms`)
  }
  // 3. Every tenant, staged then swapped in, so a failure leaves the previous output untouched.
  const staging = join(outDir, '.staging')
  const trash = join(outDir, `.trash-${process.pid}-${Date.now()}`)
  rmSync(staging, { recursive: true, force: true })
  const pages = await stageTenants({ root: ROOT, staging, tenants, content })
  mkdirSync(trash, { recursive: true })
  for (const tenant of tenants) {
    const final = join(outDir, tenant.slug)
    if (existsSync(final)) renameSync(final, join(trash, tenant.slug))
    renameSync(join(staging, tenant.slug), final)
  }
  rmSync(staging, { recursive: true, force: true })
  discardInBackground(trash)
  mkdirSync(outDir, { recursive: true })
  // Only a full build from tenants/ counts as fresh for `npm start`; a partial one that rebuilt the
  // JavaScript forces a rebuild (the other tenants name its old hashed files). Re-rendering one
  // tenant on the same JavaScript (build:deploy after `npm run build`) leaves the stamp as it was.
  const stamp = join(outDir, '.build-stamp.json')
  if (values['tenants-dir'] || (values.tenant?.length && rebuilt)) rmSync(stamp, { force: true })
  else if (!values.tenant?.length)
    writeFileSync(
      stamp,
      JSON.stringify({ fingerprint: buildFingerprint(ROOT), tenants: tenants.map((t) => t.slug) }),
    )
  log(
    `${tenants.length} tenant(s), ${pages} pages in ${Math.round(performance.now() - started)} ms → ${outDir}`,
  )
}

/**
 * The previous output, already swapped out, is deleted by a detached process: the new bundles are
 * in place and usable at once, and the build does not wait for thousands of unlinks.
 */
function discardInBackground(dir: string) {
  const script = `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).unref()
}

main().catch((err: unknown) => {
  if (err instanceof TenantConfigError) {
    console.error(err.message)
    console.error('The build stopped; earlier output in dist/ is untouched.')
  } else console.error(err)
  process.exit(1)
})
