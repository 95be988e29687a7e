import { readdirSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync as zopfliGzip } from '@gfx/zopfli'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The text files a build emits; images and fonts are compressed already. */
const TEXT_FILE = /\.(html|js|mjs|css|svg|json|xml|txt)$/

export const isCompressible = (name: string) => TEXT_FILE.test(name)

/**
 * Brotli quality: 11 for the shared hashed assets, compressed once per build however many tenants
 * there are; 5 for per-tenant pages, where build time grows with tenants × routes and quality 11
 * would save a few hundred bytes per page (docs/decisions/016-compression.md).
 */
export const QUALITY = { shared: 11, perTenant: 5 } as const

/**
 * gzip for the shared assets is Zopfli's (WebAssembly, no install step): a standard gzip stream
 * any client inflates, 3–4 % smaller than zlib's level 9 (React DOM 65.0 → 62.8 KB), made once per
 * build, for the scripts and the stylesheet the budgets hold. Per-tenant pages and images keep zlib,
 * whose speed matters there (decision 016).
 */
const gzipFor = (out: string, buf: Buffer, quality: number) =>
  quality === QUALITY.shared && /\.(js|css)$/.test(out) ? zopfliGzip(buf, { numiterations: 3 }) : gz(buf, { level: 9 })

/** Writes <out>.br and <out>.gz for one file's bytes. */
export async function writeCompressed(out: string, data: string | Buffer, quality: number) {
  const buf = Buffer.from(data)
  const [br, gzipped] = await Promise.all([
    brotli(buf, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
    gzipFor(out, buf, quality),
  ])
  await Promise.all([writeFile(`${out}.br`, br), writeFile(`${out}.gz`, gzipped)])
}

function textFiles(root: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full)
      } else if (isCompressible(entry.name)) out.push(full)
    }
  }
  walk(root)
  return out
}

/**
 * Compresses every text file under `from` into the same relative path under `to` (which may be
 * `from` itself): the client build in place, `public/` into a mirror so sources stay untouched.
 */
export async function precompressTree(from: string, to: string, quality: number) {
  await Promise.all(
    textFiles(from).map(async (file) => {
      const out = join(to, relative(from, file))
      await mkdir(dirname(out), { recursive: true })
      await writeCompressed(out, await readFile(file), quality)
    }),
  )
}
