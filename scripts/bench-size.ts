/**
 * `npm run bench:size`: bytes of prerendered pages as a browser loads them — the HTML (with its
 * inlined critical CSS) plus any stylesheet linked in <head>, and every script the page loads.
 * Run after `npm run build`. The budgets (BUDGETS) fail `npm test` in tests/e2e/budgets.spec.ts.
 */
import { join, resolve } from 'node:path'
import { prerenderRoutes } from '~/config/paths'
import { kb, pageWeight } from './build-lib/page-weight'

const ROOT = resolve(import.meta.dirname, '..')
const tenant = process.env.BENCH_TENANT ?? 'haven'
const dir = join(ROOT, 'dist', tenant)

const pages = [
  ...prerenderRoutes.map((r) => (r.path === '/' ? 'index.html' : `${r.path.slice(1)}/index.html`)),
  '404.html',
  'app.html',
]
console.log(
  `tenant ${tenant}\npage                                         | HTML+head CSS gz | JS gz    | all brotli`,
)
for (const page of pages) {
  const w = pageWeight(dir, page)
  const all = w.html.brotli + w.allCss.brotli + w.js.brotli
  console.log(
    `${page.padEnd(44)} | ${kb(w.html.gzip + w.headCss.gzip).padStart(16)} | ${kb(w.js.gzip).padStart(8)} | ${kb(all)}`,
  )
}
