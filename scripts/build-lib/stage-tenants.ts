import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { allRoutes } from '~/config/paths'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { CompiledContent } from './content'
import { createLinker } from './link-tree'
import { precompressTree, QUALITY } from './precompress'
import { stageConsole } from './console-bundle'
import { buildServiceWorker, SW_DIR } from './service-worker'
import { renderTenant, type RenderContext, type ServerEntry } from './render-tenant'
import {
  CLIENT_DIR,
  entryAssets,
  pageChunk,
  readManifest,
  SERVER_DIR,
  withCriticalCss,
} from './vite-builds'

/** Compressed copies of public/ text files (.br, .gz), linked into every tenant bundle. */
const PUBLIC_COMPRESSED_DIR = 'dist/.public-compressed'

/** Plain data, so a job can cross into a worker thread. */
export interface StageJob {
  root: string
  staging: string
  tenants: Tenant[]
  content: CompiledContent[]
}

async function renderContext(root: string, content: CompiledContent[]): Promise<RenderContext> {
  const manifest = readManifest(root)
  // --skip-bundles on bundles from before the service worker (decision 054): it builds in ~50 ms.
  if (!existsSync(join(root, SW_DIR, 'sw.js'))) await buildServiceWorker(root)
  const server = (await import(
    pathToFileURL(join(root, SERVER_DIR, 'entry-server.js')).href
  )) as ServerEntry
  return {
    root,
    server,
    content,
    staticAssets: withCriticalCss(root, entryAssets(manifest, 'static')),
    marketplaceAssets: withCriticalCss(root, entryAssets(manifest, 'marketplace')),
    pageChunks: Object.fromEntries(
      allRoutes.map((r) => [r.id, pageChunk(manifest, `src/app/routes/${r.page}.tsx`)]),
    ),
  }
}

/**
 * Writes each tenant's complete bundle into staging/<slug>: the shared assets and public files as
 * hard links, and every page. Pages render one tenant after another (CPU) while each tenant's
 * links and writes proceed on libuv's pool; all are awaited before returning the page count.
 */
export async function stageTenants(job: StageJob): Promise<number> {
  const ctx = await renderContext(job.root, job.content)
  const linkPublic = createLinker(join(job.root, 'public'))
  // public/ stays a source folder: its compressed twins go to a mirror linked beside the files.
  const publicZ = join(job.root, PUBLIC_COMPRESSED_DIR)
  await precompressTree(join(job.root, 'public'), publicZ, QUALITY.shared)
  const linkPublicZ = createLinker(publicZ)
  const linkAssets = createLinker(join(job.root, CLIENT_DIR), (name) => name === '.vite')
  const io: Promise<unknown>[] = []
  let pages = 0
  for (const tenant of job.tenants) {
    const dir = join(job.staging, tenant.slug)
    io.push(
      linkPublic(dir).then(() => linkPublicZ(dir)),
      linkAssets(dir),
    )
    const rendered = await renderTenant(ctx, tenant, dir)
    stageConsole(job.root, dir, tenant)
    io.push(rendered.written)
    pages += rendered.pages
  }
  await Promise.all(io)
  return pages
}
