import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const DECISIONS_DIR = join(import.meta.dirname, '../../docs/decisions')
export const INDEX_FILE = join(DECISIONS_DIR, 'README.md')

export interface DecisionRecord {
  file: string
  title: string
  /** The record's `**Status:**` paragraph, without the label; null when it has none. */
  status: string | null
}

/** Every numbered record in docs/decisions, in order, with its title and Status line. */
export function readDecisions(dir = DECISIONS_DIR): DecisionRecord[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8')
      const title = /^# (.+)$/m.exec(text)?.[1]?.trim() ?? file
      // The Status paragraph, however many lines it wraps over.
      const status =
        /^\*\*Status:\*\*\s*((?:.+\n?)+)/m.exec(text)?.[1]?.replace(/\s+/g, ' ').trim() ?? null
      return { file, title, status }
    })
}

/** The index as `npm run docs:decisions` writes it: one line a record, with its Status. */
export function decisionsIndex(records: DecisionRecord[]): string {
  const rows = records.map(
    (r) =>
      `| [${r.title.replace(/\|/g, '\\|')}](${r.file}) | ${(r.status ?? '').replace(/\|/g, '\\|')} |`,
  )
  return [
    '# Decision records',
    '',
    'Why Haven is built the way it is: one record a decision, numbered in the order taken. A later',
    'record that changes an earlier one says so in both Status lines. Written by',
    '`npm run docs:decisions` from the records themselves; `scripts/decisions-index.test.ts` fails',
    'when this page and the records disagree, or when a record has no Status line.',
    '',
    '| Record | Status |',
    '|---|---|',
    ...rows,
    '',
  ].join('\n')
}
