/**
 * `npm run bench:size`: gzip bytes of prerendered pages as a browser loads them — the HTML (with
 * its inlined critical CSS) plus any stylesheet linked in <head>, and the JavaScript the page loads (entry, preloads). Run after `npm run build`.
 * Goals: HTML + CSS ≤ 14 KB; JavaScript for a marketing or legal page ≤ 80 KB.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const ROOT = resolve(import.meta.dirname, '..')
const tenant = process.env.BENCH_TENANT ?? 'haven'
const dir = join(ROOT, 'dist', tenant)
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const pages = ['legal/terms-of-use/index.html', 'legal/privacy-policy/index.html', 'legal/index.html', 'index.html', '404.html', 'app.html']
console.log(`tenant ${tenant}\npage                               | HTML gz | head CSS gz | HTML+CSS | JS gz`)
for (const page of pages) {
  const html = readFileSync(join(dir, page), 'utf8')
  // Only stylesheets linked in <head> block the first render; the full one at the end of <body> does not.
  const head = html.slice(0, html.indexOf('</head>'))
  const css = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => gz(join(dir, m[1]!)))
  const js = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => gz(join(dir, m[1]!)))
  const h = gz(join(dir, page))
  const c = css.reduce((a, b) => a + b, 0)
  const j = js.reduce((a, b) => a + b, 0)
  console.log(`${page.padEnd(34)} | ${kb(h).padStart(7)} | ${kb(c).padStart(6)} | ${kb(h + c).padStart(8)} | ${kb(j)}`)
}
