import { precompressTree, QUALITY } from './precompress'
import { build } from 'vite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildConsoleBundle } from './console-bundle'
import { MARKETPLACE_CSS_KEY } from './marketplace-stylesheet'
import { buildServiceWorker } from './service-worker'

export const CLIENT_DIR = 'dist/.client'
export const SERVER_DIR = 'dist/.server'

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** One client build and one SSR build — however many tenants there are. */
export async function buildBundles(root: string) {
  await build({ root, logLevel: 'warn', configFile: join(root, 'vite.config.ts') })
  const client = join(root, CLIENT_DIR)
  await precompressTree(client, client, QUALITY.shared)
  // The operator console: a build of its own, so none of it can reach a buyer's page (decision 045).
  await buildConsoleBundle(root)
  // The service worker: its own small bundle, completed per tenant by render-tenant.ts (decision 054).
  await buildServiceWorker(root)
  await build({
    root,
    logLevel: 'warn',
    configFile: join(root, 'vite.config.ts'),
    build: {
      ssr: join(root, 'src/app/entry-server.tsx'),
      outDir: SERVER_DIR,
      emptyOutDir: true,
      manifest: false,
      rollupOptions: {
        input: join(root, 'src/app/entry-server.tsx'),
        output: { entryFileNames: 'entry-server.js' },
      },
    },
  })
}

export function readManifest(root: string): Manifest {
  return JSON.parse(readFileSync(join(root, CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Manifest
}

export interface EntryAssets {
  script: string
  preloads: string[]
  /** Stylesheets to link (development). */
  css: string[]
  /**
   * Production: the full stylesheet, whose rules the page's markup uses are inlined (critical CSS,
   * no render-blocking request) while the whole file loads at the end of the body for the states
   * JavaScript opens (menus, drawer, toasts).
   */
  stylesheet?: { href: string; text: string }
  /** The marketplace's painted pages: the script that starts the app after the first paint (decision 059). */
  boot?: string
}

/** The script, its static imports (modulepreload) and CSS for one entry, as absolute URLs. */
export function entryAssets(manifest: Manifest, entryName: 'static' | 'marketplace'): EntryAssets {
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isEntry && k.endsWith(`entry-${entryName}.tsx`),
  )
  if (!key) throw new Error(`entry ${entryName} is missing from the Vite manifest`)
  const preloads = new Set<string>()
  const css = new Set<string>()
  const walk = (k: string) => {
    const chunk = manifest[k]
    if (!chunk) return
    chunk.css?.forEach((c) => css.add(`/${c}`))
    for (const imp of chunk.imports ?? []) {
      const file = `/${manifest[imp]!.file}`
      if (preloads.has(file)) continue
      preloads.add(file)
      walk(imp)
    }
  }
  walk(key)
  // One stylesheet for the whole site (cssCodeSplit: false, decision 022): the manifest lists it on
  // its own, under style.css, instead of on the entries. Marketplace pages link its copy without
  // the static pages' own rules (decision 052).
  const sheet = (entryName === 'marketplace' && manifest[MARKETPLACE_CSS_KEY]) || manifest['style.css']
  if (css.size === 0 && sheet) css.add(`/${sheet.file}`)
  const boot = entryName === 'marketplace' ? Object.values(manifest).find((c) => c.isEntry && c.src?.endsWith('entry-painted.ts')) : undefined
  return { script: `/${manifest[key]!.file}`, preloads: [...preloads], css: [...css], ...(boot ? { boot: `/${boot.file}` } : {}) }
}

/** The chunk of a page module, so its HTML can preload it before the entry asks for it. */
export function pageChunk(manifest: Manifest, sourceSuffix: string): string | undefined {
  const key = Object.keys(manifest).find((k) => k.endsWith(sourceSuffix))
  return key ? `/${manifest[key]!.file}` : undefined
}

/** The entry's assets with its one stylesheet read for critical-CSS inlining. */
export function withCriticalCss(root: string, assets: EntryAssets): EntryAssets {
  if (assets.css.length !== 1) return assets
  const href = assets.css[0]!
  return {
    ...assets,
    css: [],
    stylesheet: { href, text: readFileSync(join(root, CLIENT_DIR, href), 'utf8') },
  }
}
