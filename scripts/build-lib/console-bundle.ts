import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { precompressTree, QUALITY } from './precompress'

export const CONSOLE_DIR = 'dist/.console'

/** The console's own Vite build (vite.console.config.ts), once for every tenant. */
export async function buildConsoleBundle(root: string) {
  await build({ root, logLevel: 'warn', configFile: join(root, 'vite.console.config.ts') })
  const out = join(root, CONSOLE_DIR)
  await precompressTree(out, out, QUALITY.shared)
}

/**
 * The console in one tenant's bundle at /console/: its assets, and index.html naming the tenant
 * (the console sends it as x-tenant-id) with its brand in the title. Never in the sitemap.
 */
export function stageConsole(root: string, tenantDir: string, tenant: Pick<Tenant, 'domain' | 'display_name'>) {
  const from = join(root, CONSOLE_DIR)
  if (!existsSync(join(from, 'console.html'))) throw new Error('the console bundle is missing: run the build without --skip-bundles')
  const dir = join(tenantDir, 'console')
  cpSync(join(from, 'assets'), join(dir, 'assets'), { recursive: true })
  const escape = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const html = readFileSync(join(from, 'console.html'), 'utf8')
    .replace('<title>Console</title>', () => `<title>${escape(tenant.display_name)} console</title>\n    <meta name="haven-tenant" content="${escape(tenant.domain)}" />`)
  writeFileSync(join(dir, 'index.html'), html)
}
