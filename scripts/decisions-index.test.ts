import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { decisionsIndex, INDEX_FILE, readDecisions } from './docs-lib/decisions-index'

describe('docs/decisions (issue 34, item 2)', () => {
  const records = readDecisions()

  it('every record has a Status line near its title', () => {
    expect(records.length).toBeGreaterThanOrEqual(60)
    expect(records.filter((r) => !r.status).map((r) => r.file)).toEqual([])
  })

  it('the index lists every record with its Status, as npm run docs:decisions writes it', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(decisionsIndex(records))
  })
})
