import { describe, expect, it } from 'vitest'
import { arrayLiteral, createPostgresDb } from './postgres-db'

// Decision 039: postgres.js no longer fetches the server's array types on connecting, so array
// parameters travel as PostgreSQL array literals.
describe('array parameters without fetch_types', () => {
  it('writes numbers, strings with quotes and backslashes, and nulls as an array literal', () => {
    expect(arrayLiteral([1, 2, 3])).toBe('{1,2,3}')
    expect(arrayLiteral(['a', 'b"c', 'd\\e', null])).toBe('{"a","b\\"c","d\\\\e",NULL}')
    expect(arrayLiteral([])).toBe('{}')
  })

  it.runIf(process.env.TEST_DATABASE_URL)('reads back as the same array on PostgreSQL', async () => {
    const db = createPostgresDb(process.env.TEST_DATABASE_URL!)
    try {
      const [row] = await db.query<{ ints: string; texts: string; hit: boolean }>(
        `select array_to_json($1::int[])::text as ints, array_to_json($2::text[])::text as texts, 2 = any($1::int[]) as hit`,
        [[1, 2, 3], ['a', 'b"c', 'd\\e', 'x,y', '{z}']],
      )
      expect(row).toEqual({ ints: '[1,2,3]', texts: JSON.stringify(['a', 'b"c', 'd\\e', 'x,y', '{z}']), hit: true })
    } finally {
      await db.close()
    }
  })
})
