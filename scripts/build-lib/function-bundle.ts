import { build, type Metafile } from 'esbuild'
import { gzipSync } from 'node:zlib'

/**
 * Left out of the bundle, as netlify.toml's external_node_modules says: PGlite never ships (local
 * only); argon2 is a prebuilt native module that Netlify installs beside the function.
 */
export const FUNCTION_EXTERNALS = ['@electric-sql/pglite', '@node-rs/argon2']

export interface FunctionBundle {
  bytes: number
  gzipBytes: number
  inputs: string[]
}

/** Bundles one netlify/functions entry the way Netlify's esbuild bundler does, in memory. */
export async function bundleFunction(entry: string): Promise<FunctionBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    write: false,
    metafile: true,
    external: FUNCTION_EXTERNALS,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  return {
    bytes: code.length,
    gzipBytes: gzipSync(code).length,
    inputs: Object.keys((result.metafile as Metafile).inputs),
  }
}
