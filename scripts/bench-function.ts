/** `npm run bench:function`: size of each deployed function bundle (goal ≤ 1 MB, no PGlite). */
import { readdirSync } from 'node:fs'
import { bundleFunction } from './build-lib/function-bundle'

for (const file of readdirSync('netlify/functions').filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
  const b = await bundleFunction(`netlify/functions/${file}`)
  const pglite = b.inputs.some((i) => i.includes('pglite') && i.includes('node_modules'))
  console.log(`${file.padEnd(20)} ${(b.bytes / 1024).toFixed(1)} KB minified, ${(b.gzipBytes / 1024).toFixed(1)} KB gzip, ${b.inputs.length} modules, PGlite ${pglite ? 'INCLUDED' : 'absent'}`)
}
