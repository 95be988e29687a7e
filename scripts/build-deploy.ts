/**
 * `npm run build:deploy` (Netlify's build command): builds the tenant named by HAVEN_TENANT and
 * links its bundle to dist/deploy, the publish directory in netlify.toml.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const tenant = process.env.HAVEN_TENANT
if (!tenant) {
  console.error('Set HAVEN_TENANT to the slug of the tenant this site deploys (a file in tenants/).')
  process.exit(1)
}
const build = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), '--tenant', tenant], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
rmSync(join(ROOT, 'dist/deploy'), { recursive: true, force: true })
cpSync(join(ROOT, 'dist', tenant), join(ROOT, 'dist/deploy'), { recursive: true })
console.log(`dist/deploy holds ${tenant}`)
