/**
 * `npm run bench:build`: total build time (Vite client + SSR builds and every page) for 1, 10 and
 * 100 generated tenants, median of 3 runs each. Goal: 100 tenants ≤ 1.5 × one tenant.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const COUNTS = (process.env.BENCH_TENANTS ?? '1,10,100').split(',').map(Number)
const base = JSON.parse(readFileSync(join(ROOT, 'tenants/haven.json'), 'utf8')) as Record<string, unknown>

function tenantsDir(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), `haven-bench-${n}-`))
  for (let i = 0; i < n; i++) {
    const slug = `brand-${String(i).padStart(3, '0')}`
    const color = `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`
    writeFileSync(join(dir, `${slug}.json`), JSON.stringify({ ...base, slug, display_name: `Brand ${i}`, domain: `${slug}.example.ng`, primary_color: color }))
  }
  return dir
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const results: { tenants: number; runs: number[]; median: number }[] = []
for (const n of COUNTS) {
  const dir = tenantsDir(n)
  const out = join(dir, 'dist')
  mkdirSync(out)
  const runs: number[] = []
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now()
    const res = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/build.ts'), '--tenants-dir', dir, '--out-dir', out, '--quiet'], { stdio: 'inherit', cwd: ROOT })
    if (res.status !== 0) throw new Error(`build failed for ${n} tenants`)
    runs.push(performance.now() - t0)
  }
  rmSync(dir, { recursive: true, force: true })
  results.push({ tenants: n, runs, median: median(runs) })
}

const one = results.find((r) => r.tenants === Math.min(...COUNTS))!
console.log('\ntenants | median ms | runs ms              | × smallest')
for (const r of results) {
  console.log(`${String(r.tenants).padStart(7)} | ${String(Math.round(r.median)).padStart(9)} | ${r.runs.map((x) => Math.round(x)).join(', ').padEnd(20)} | ${(r.median / one.median).toFixed(2)}`)
}
