import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 34, item 6: one place for each rule. Every source file of the product (src, scripts,
 * netlify; tests and migrations aside) is read, and each rule below may be written in its home
 * only — a copy elsewhere, even an identical one, is how two rules drift apart.
 */

const ROOT = resolve(import.meta.dirname, '../../..')

/** The product's own code: tests state expectations, and migrations are history written once. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`
    if (e.isDirectory())
      return e.name === 'node_modules' || path === 'src/server/db/migrations'
        ? []
        : sourceFiles(path)
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) ? [path] : []
  })
}

/** Comments say what a rule is; only code restates it (a comment here starts its line). */
const code = (text: string) =>
  text.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '')

const RULES: { rule: string; writes: RegExp; home: string }[] = [
  {
    rule: 'the transaction statuses',
    writes: /\bconst TRANSACTION_STATUSES\b/,
    home: 'src/shared/transactions/viewing-states.ts',
  },
  {
    rule: 'the staff roles and their names',
    writes: /'escrow_officer'|Escrow officer/,
    home: 'src/shared/console/roles.ts',
  },
  {
    rule: 'a stored moment as ISO 8601',
    writes: /\b(?:const|function)\s+iso\s*[=(]/,
    home: 'src/server/db/iso.ts',
  },
  {
    rule: 'a signed-in page painted for its buyer',
    writes: /\b(?:interface|type)\s+SignedInPaint(?:ed)?\b/,
    home: 'src/shared/types/signed-in-paint.ts',
  },
  // A console list's next page appended to the rows so far: the paging itself.
  {
    rule: 'a console list read a page at a time',
    writes: /\.\.\.prev\.items\b/,
    home: 'src/console/use-paged.ts',
  },
  // Lagos's hour ahead of UTC: milliseconds added to a moment, a constant, or '+01:00' after a time
  // the code writes (an example in a message, '…10:30:00+01:00', is not the rule).
  {
    rule: "Lagos's offset from UTC",
    writes:
      /[+-]\s*(?:3_?600_?000|60 \* 60 \* 1000)\b|LAGOS_OFFSET\w*\s*=|\}(?:T\d\d:\d\d:\d\d|:00)?\+01:00|'\+01:00'/,
    home: 'src/shared/format/lagos-time.ts',
  },
]

describe('one place for each rule (issue 34, item 6)', () => {
  const files = ['src', 'scripts', 'netlify'].flatMap(sourceFiles)
  const texts = new Map(files.map((f) => [f, code(readFileSync(join(ROOT, f), 'utf8'))]))

  it('reads the whole product', () => {
    expect(files.length).toBeGreaterThan(500)
    for (const { home } of RULES) expect(texts.has(home), home).toBe(true)
  })

  it.each(RULES)('$rule: written in $home only', ({ writes, home }) => {
    const writers = files.filter((f) => writes.test(texts.get(f)!))
    expect(writers).toEqual([home])
  })
})
