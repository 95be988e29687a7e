import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { FIGURES, type Json, type Read } from './bench-figures'

/**
 * docs/benchmarks.md's figures, rendered from the JSON the bench scripts leave in bench/results
 * (issue 34, item 3). Each table sits between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`
 * and is exactly what FIGURES[name] (bench-figures.ts) makes of its files: the bench scripts call
 * writeBenchPage() after writing their results, `npm run docs:benchmarks` does it by hand, and
 * scripts/bench-page.test.ts fails when a table and its JSON disagree. A figure with no JSON behind
 * it stays prose, with the command that produced it.
 */
export const ROOT = resolve(import.meta.dirname, '../..')
export const BENCH_PAGE = join(ROOT, 'docs/benchmarks.md')
export const RESULTS_DIR = join(ROOT, 'bench/results')

export { FIGURES, pageLabel } from './bench-figures'

/** Reads bench/results/<file> as JSON. */
export function readResult(file: string, dir = RESULTS_DIR): Json {
  return JSON.parse(readFileSync(join(dir, file), 'utf8'))
}

/** The markdown table FIGURES[name] makes of the results. */
export function renderFigure(name: string, read: Read = (f) => readResult(f)): string {
  const figure = FIGURES[name]
  if (!figure)
    throw new Error(
      `docs/benchmarks.md marks a table '${name}' that scripts/bench-lib/bench-figures.ts does not know`,
    )
  const [head, ...body] = figure.rows(read)
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(head!), `|${head!.map(() => '---').join('|')}|`, ...body.map(line)].join('\n')
}

/** `<!-- bench:name -->` … `<!-- /bench:name -->`, with what lies between. */
const MARKED = /<!-- bench:([\w-]+) -->\n([\s\S]*?)\n?<!-- \/bench:\1 -->/g

/** Every marked block of the page: its name and the text between its markers. */
export function markedTables(page: string): { name: string; text: string }[] {
  return [...page.matchAll(MARKED)].map((m) => ({ name: m[1]!, text: m[2]! }))
}

/** The page with every marked table rendered again from the results. */
export function renderBenchPage(page: string, read: Read = (f) => readResult(f)): string {
  return page.replace(
    MARKED,
    (_, name: string) =>
      `<!-- bench:${name} -->\n${renderFigure(name, read)}\n<!-- /bench:${name} -->`,
  )
}

/**
 * Renders docs/benchmarks.md's tables from bench/results again and writes the page when one
 * changed; the bench scripts call it after writing their results. Returns the tables that changed.
 */
export function writeBenchPage(): string[] {
  if (!existsSync(BENCH_PAGE)) return []
  const before = readFileSync(BENCH_PAGE, 'utf8')
  const after = renderBenchPage(before)
  if (after === before) return []
  writeFileSync(BENCH_PAGE, after)
  const old = new Map(markedTables(before).map((t) => [t.name, t.text]))
  const changed = markedTables(after)
    .filter((t) => old.get(t.name) !== t.text)
    .map((t) => t.name)
  console.log(`docs/benchmarks.md: ${changed.join(', ')} rendered from bench/results`)
  return changed
}
