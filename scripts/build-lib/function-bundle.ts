import { build, type Metafile } from 'esbuild'
import { gzipSync } from 'node:zlib'

/** Packages that must never ship in a deployed function (PGlite is the local embedded database). */
export const FUNCTION_EXTERNALS = ['@electric-sql/pglite']

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
