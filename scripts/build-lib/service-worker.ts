import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { clientRoutes } from '~/config/paths'
import type { WorkerBuild } from '~/sw/sw-scope'
import type { EntryAssets } from './vite-builds'

/** The worker's code, built once for every tenant; each tenant's sw.js is its settings + this. */
export const SW_DIR = 'dist/.sw'
const SHELL = '/app.html'

/** Bundles src/sw/service-worker.ts into one small script (decision 054). */
export async function buildServiceWorker(root: string) {
  mkdirSync(join(root, SW_DIR), { recursive: true })
  await build({
    entryPoints: [join(root, 'src/sw/service-worker.ts')],
    outfile: join(root, SW_DIR, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}

/** Every hashed file an entry needs before it can draw anything. */
const entryFiles = (a: EntryAssets) => [a.script, ...(a.boot ? [a.boot] : []), ...a.preloads, ...a.css, ...(a.stylesheet ? [a.stylesheet.href] : [])]

/**
 * One tenant's sw.js: its settings, then the worker. The version is a hash of the tenant's app
 * shell, the files precached and the worker's code, so any change to what it serves is a new
 * version, installed whole beside the old one (never a mix of both).
 */
export function serviceWorkerFor(root: string, appHtml: string, assets: readonly EntryAssets[]): string {
  const code = readFileSync(join(root, SW_DIR, 'sw.js'), 'utf8')
  const precache = [SHELL, ...new Set(assets.flatMap(entryFiles))]
  const version = createHash('sha256').update(appHtml).update(precache.join('\n')).update(code).digest('hex').slice(0, 16)
  const settings: WorkerBuild = { version, precache, shell: SHELL, clientRoutes: clientRoutes.map((r) => r.path), titles: Object.fromEntries(clientRoutes.map((r) => [r.path, r.title])) }
  return `var HAVEN_SW=${JSON.stringify(settings)};\n${code}`
}
