import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadTenants } from '~/server/tenants/load-tenants'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/** The newest netlify-cli that runs on Node 20 (issue 21); pinned, so every machine builds alike. */
export const NETLIFY_CLI_VERSION = '26.2.0'
/** Installed on demand, outside package.json: `npm ci` stays fast for everyone who never deploys. */
export const NETLIFY_CLI_DIR = '.cache/netlify-cli'

const installedVersion = (dir: string) => {
  try {
    return (JSON.parse(readFileSync(join(dir, 'node_modules/netlify-cli/package.json'), 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

/** The netlify binary, installing the pinned version into .cache/netlify-cli first when needed. */
export function netlifyCli(root: string): string {
  const dir = join(root, NETLIFY_CLI_DIR)
  const bin = join(dir, 'node_modules/.bin/netlify')
  if (installedVersion(dir) === NETLIFY_CLI_VERSION && existsSync(bin)) return bin
  console.log(`Installing netlify-cli@${NETLIFY_CLI_VERSION} into ${NETLIFY_CLI_DIR} (once)…`)
  const npm = spawnSync('npm', ['install', '--prefix', dir, `netlify-cli@${NETLIFY_CLI_VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' })
  if (npm.status !== 0 || installedVersion(dir) !== NETLIFY_CLI_VERSION) throw new Error(`Could not install netlify-cli@${NETLIFY_CLI_VERSION} into ${dir}`)
  return bin
}

/**
 * The environment the CLI runs in: offline, no telemetry, and no edge functions, so `netlify serve`
 * never downloads Deno (Haven has none). A deploy build refuses to run without SMTP_URL (decision
 * 039); without one of yours, a loopback address nobody listens on stands in: the check's mail
 * stays queued, as it would while a real SMTP server is down.
 */
export function netlifyEnv(tenant: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:2', HAVEN_TENANT: tenant, NETLIFY_TELEMETRY_DISABLED: '1', NETLIFY_SITE_ID: undefined, ...extra }
}

/** `netlify build --offline` for one tenant: what Netlify itself builds (functions in .netlify/functions). */
export function netlifyBuild(root: string, tenant: string): { status: number | null; output: string } {
  const run = spawnSync(netlifyCli(root), ['build', '--offline'], { cwd: root, env: netlifyEnv(tenant), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/**
 * What a local check of a deploy needs: DATABASE_URL naming a PostgreSQL (a deploy has no embedded
 * database) and the tenant it builds. Exits with the way to start one when DATABASE_URL is missing.
 */
export function deployTarget(slug: string): { databaseUrl: string; tenant: Tenant } {
  const databaseUrl = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error('Set DATABASE_URL to a PostgreSQL, e.g.\n  export DATABASE_URL="$(bash scripts/ci-postgres.sh | tail -n1)" && npm run db:seed')
    process.exit(1)
  }
  const tenant = loadTenants().find((t) => t.slug === slug)
  if (!tenant) throw new Error(`No tenant ${slug} in tenants/`)
  return { databaseUrl, tenant }
}
