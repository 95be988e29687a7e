import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { allRoutes } from '../../src/config/paths'
import { keepRules } from './critical-css'

/** The manifest key of the marketplace pages' stylesheet (scripts/build-lib/vite-builds.ts reads it). */
export const MARKETPLACE_CSS_KEY = 'marketplace.css'

const SOURCE = /\.(tsx?|html)$/
// The operator console is a build of its own with its own stylesheet (decision 045); the API
// server and the test helpers render no page.
const NOT_PAGES = new Set(['console', 'server', 'testing'])

function sourceFiles(dir: string, top = true): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return top && NOT_PAGES.has(e.name) ? [] : sourceFiles(path, false)
    return SOURCE.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : []
  })
}

/**
 * Two stylesheets from the one the build makes (decision 052). Static pages keep the whole site's
 * stylesheet (`style.css`); marketplace pages link `marketplace.css`: the same rules in the same
 * order, less those whose classes appear in no source file a marketplace page can run — the
 * marketing pages' own rules (marketing.css, partners.css) and the utilities only their sections
 * use. A module counts as static-only when the browser build reaches it from the static entry and
 * not from the marketplace one (statically or on demand); every other source file under src/,
 * server-side painters included, is read, so a class is dropped only when nothing a marketplace
 * page could render names it. One stylesheet per kind of page keeps the property of decision 022:
 * no on-demand chunk brings CSS, so Vite's CSS preload helper stays out.
 */
export function marketplaceStylesheet(srcDir: string): Plugin {
  const root = resolve(srcDir)
  let emitted: string | undefined
  return {
    name: 'haven:marketplace-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      emitted = undefined
      const sheets = Object.values(bundle).filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'))
      if (sheets.length === 0) return
      if (sheets.length !== 1 || sheets[0]!.type !== 'asset') this.error('expected one stylesheet (cssCodeSplit: false)')
      const full = String(sheets[0]!.source)
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const entry = (name: string) => entries.find((id) => id.endsWith(`entry-${name}.tsx`))
      const marketplaceEntry = entry('marketplace')
      const staticEntry = entry('static')
      if (!marketplaceEntry || !staticEntry) return
      // The router lists every route, static pages too, but a link to one loads a whole document.
      const clientPages = new Set(allRoutes.filter((r) => r.render !== 'static').map((r) => r.page))
      const staticPages = new Set(
        allRoutes.filter((r) => r.render === 'static' && !clientPages.has(r.page)).map((r) => join(root, 'app/routes', `${r.page}.tsx`)),
      )
      const reach = (from: string, skip: ReadonlySet<string> = new Set()) => {
        const seen = new Set<string>()
        const stack = [from]
        while (stack.length) {
          const id = stack.pop()!
          if (seen.has(id) || skip.has(id)) continue
          seen.add(id)
          const info = this.getModuleInfo(id)
          if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds)
        }
        return seen
      }
      const marketplace = reach(marketplaceEntry, staticPages)
      const staticOnly = new Set([...reach(staticEntry)].filter((id) => !marketplace.has(id)))
      const corpus = sourceFiles(root)
        .filter((file) => !staticOnly.has(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n')
      // Split as UnoCSS's extractor splits a module (defaultSplitRE): a class is a whole token.
      const tokens = new Set(corpus.split(/[\\:]?[\s'"`;{}]+/))
      const css = keepRules(full, (cls) => tokens.has(cls))
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8)
      emitted = `assets/marketplace-${hash}.css`
      this.emitFile({ type: 'asset', fileName: emitted, source: css })
    },
    // Vite's manifest lists assets it emitted itself: this one is added under its own key.
    writeBundle(options) {
      if (!emitted || !options.dir) return
      const file = join(options.dir, '.vite/manifest.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      manifest[MARKETPLACE_CSS_KEY] = { file: emitted, src: MARKETPLACE_CSS_KEY }
      writeFileSync(file, JSON.stringify(manifest, null, 2))
    },
  }
}
