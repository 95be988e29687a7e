import { build, type Metafile, type Plugin } from 'esbuild'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The sources: netlify/functions/*.ts, loaded unchanged by `npm start` and the tests. */
export const FUNCTIONS_SOURCE = 'netlify/functions'
/** What Netlify zips (netlify.toml [functions] directory): one minified file per function. */
export const FUNCTIONS_OUT = 'dist/functions'

/**
 * Prebuilt native modules, left as imports: netlify.toml includes argon2 beside the API function,
 * sharp beside the console-upload function only (decision 057).
 */
export const FUNCTION_EXTERNALS = ['@node-rs/argon2', 'sharp']

/** Only `npm start` and the tests use PGlite: the deployed bundles get a module that says so. */
const withoutPglite: Plugin = {
  name: 'without-pglite',
  setup(b) {
    b.onResolve({ filter: /\/pglite-db$/ }, () => ({ path: resolve('src/server/db/pglite-unavailable.ts') }))
  },
}

/**
 * Production builds the package exports do not choose: react-router 7 exports only its development
 * build to Node (dist/development: warnings, checks, 152 KB more to parse), and react-dom/server
 * for Node re-exports both renderers — the streaming one (112 KB) and renderToString's "legacy"
 * one. Functions use renderToString alone (src/app/prepaint.tsx), so they get that file only.
 * Parsing the page function's bundle was the largest part of its cold start (decision 039).
 */
const productionBuilds: Plugin = {
  name: 'production-builds',
  setup(b) {
    const to = (file: string) => ({ path: resolve('node_modules', file) })
    b.onResolve({ filter: /^react-router$/ }, () => to('react-router/dist/production/index.mjs'))
    b.onResolve({ filter: /^react-router\/dom$/ }, () => to('react-router/dist/production/dom-export.mjs'))
    b.onResolve({ filter: /^react-dom\/server$/ }, () => to('react-dom/cjs/react-dom-server-legacy.node.production.js'))
  },
}

export const functionEntries = (root = '.') =>
  readdirSync(join(root, FUNCTIONS_SOURCE))
    .filter((f) => /\.(ts|mts)$/.test(f) && !f.includes('.test.'))
    .map((f) => join(root, FUNCTIONS_SOURCE, f))

/**
 * Netlify bundles a v2 function with nft unless node_bundler is "none" (zip-it-and-ship-it:
 * getBundlerName; "esbuild" is ignored), which copies whole packages — PGlite's 16 MB, React's
 * development builds — and any file a path expression might name. So the deploy build bundles each
 * function itself, tree-shaken and minified for production, and Netlify zips the result as it is
 * (node_bundler = "none", decision 038).
 */
export async function bundleFunctions(root = '.', outDir = join(root, FUNCTIONS_OUT)): Promise<Metafile> {
  const result = await build({
    absWorkingDir: resolve(root),
    entryPoints: functionEntries(root),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    external: FUNCTION_EXTERNALS,
    plugins: [withoutPglite, productionBuilds],
    // CommonJS dependencies (nodemailer, postgres) require Node's modules: give the ES module a require.
    banner: { js: "import { createRequire as __havenCreateRequire } from 'node:module'; const require = __havenCreateRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  })
  return result.metafile
}
