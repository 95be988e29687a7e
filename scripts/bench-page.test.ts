import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BENCH_PAGE,
  FIGURES,
  markedTables,
  renderFigure,
  RESULTS_DIR,
  ROOT,
} from './bench-lib/bench-page'

describe('docs/benchmarks.md (issue 34, item 3)', () => {
  const page = readFileSync(BENCH_PAGE, 'utf8')
  const tables = markedTables(page)

  it('every marked table is what its bench/results JSON says (npm run docs:benchmarks renders them)', () => {
    expect(tables.length).toBeGreaterThan(0)
    for (const { name, text } of tables) expect(text, `table ${name}`).toBe(renderFigure(name))
  })

  it('marks every table the renderer knows, each once', () => {
    expect(tables.map((t) => t.name).sort()).toEqual(Object.keys(FIGURES).sort())
  })

  it('has no table outside the markers: a figure without JSON stays prose', () => {
    const outside = page.replace(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g, '')
    expect(outside.split('\n').filter((line) => line.trimStart().startsWith('|'))).toEqual([])
  })

  it('cites only bench/results files that exist, here and in the README', () => {
    const cited = (text: string) => [
      ...[...text.matchAll(/bench\/results\/([\w.-]+\.(?:json|txt))/g)].map((m) => m[1]!),
      // A run's file named by BENCH_OUT, or by itself in backticks, is a bench/results file too.
      ...[
        ...text.matchAll(/(?:BENCH_OUT=|`)((?:web|load|alerts|data-saver|netlify)[\w.-]*\.json)/g),
      ].map((m) => m[1]!),
    ]
    const files = new Set([
      ...cited(page),
      ...cited(readFileSync(join(ROOT, 'README.md'), 'utf8')),
      ...Object.values(FIGURES).flatMap((f) => f.sources),
    ])
    expect(files.size).toBeGreaterThan(10)
    expect([...files].filter((f) => !existsSync(join(RESULTS_DIR, f)))).toEqual([])
  })
})
