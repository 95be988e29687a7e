import type { Plugin } from 'vite'

const HELPER_ID = '\0vite/preload-helper.js'
const ONLY_HELPER_IMPORT = /^import \{ \w+ as __vitePreload \} from "[^"]+";$/m

/**
 * Vite wraps every dynamic import in its preload helper (~0.9 KB gzip), even with modulePreload
 * off, in case the imported chunk brings CSS (vitejs/vite#18551). With one stylesheet for the whole
 * site (cssCodeSplit: false) no chunk brings any, so the helper only has to call the import. The
 * build fails if that ever stops being true, rather than shipping a chunk without its styles.
 */
export function slimPreloadHelper(): Plugin {
  return {
    name: 'haven:slim-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === HELPER_ID) return 'export const __vitePreload = (load) => load()'
    },
    // A chunk that imports nothing but the helper from another chunk (the static pages' entry
    // imports it from the shell) gets its own copy: otherwise the browser fetches the 12 KB shell
    // before the first paint, which Lighthouse's simulated LCP counts against every static page.
    renderChunk(code) {
      const own = code.replace(ONLY_HELPER_IMPORT, 'const __vitePreload = (load) => load();')
      return own === code ? null : { code: own, map: null }
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(`${chunk.fileName} preloads dependencies; the slim preload helper cannot load them (decision 022)`)
        }
      }
    },
  }
}
