/**
 * `npm run build:deploy` (Netlify's build command): builds the tenant named by HAVEN_TENANT, links
 * its bundle to dist/deploy (netlify.toml's publish directory) and bundles the functions into
 * dist/functions (netlify.toml's functions directory), with the demo photos' variants as static files. When dist/ is fresh from `npm run build`,
 * the JavaScript is reused and only the tenant is rendered. On Netlify it first checks what a
 * deploy needs (deploy-env.ts) and stops before building when something is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { deployEnvProblems } from './build-lib/deploy-env'
import { isBuildFresh } from './build-lib/fingerprint'
import { copyDemoPhotos } from './build-lib/deploy-photos'
import { bundleFunctions, FUNCTIONS_OUT } from './build-lib/function-bundle'

const ROOT = resolve(import.meta.dirname, '..')
const problems = deployEnvProblems(process.env)
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
// GET /api/v1/health names the deployed commit; functions may not see COMMIT_REF at run time, so
// on Netlify it is baked into their bundle here, before bundleFunctions() below reads it.
if (process.env.NETLIFY === 'true') {
  const commit = process.env.COMMIT_REF?.trim() || gitHead()
  writeFileSync(join(ROOT, 'src/server/health/build-commit.json'), `${JSON.stringify({ commit })}\n`)
}

function gitHead(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

const tenant = process.env.HAVEN_TENANT
if (!tenant) {
  console.error('Set HAVEN_TENANT to the slug of the tenant this site deploys (a file in tenants/).')
  process.exit(1)
}
const reuse = isBuildFresh(ROOT) ? ['--skip-bundles'] : []
const build = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), '--tenant', tenant, ...reuse], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
rmSync(join(ROOT, 'dist/deploy'), { recursive: true, force: true })
cpSync(join(ROOT, 'dist', tenant), join(ROOT, 'dist/deploy'), { recursive: true })
console.log(`dist/deploy holds ${tenant}`)
console.log(`dist/deploy/media/photos holds the demo photos: ${await copyDemoPhotos(join(ROOT, 'dist/deploy'))} files`)
rmSync(join(ROOT, FUNCTIONS_OUT), { recursive: true, force: true })
await bundleFunctions(ROOT)
console.log(`${FUNCTIONS_OUT} holds the functions, bundled for production`)
