import type { Db } from '~/server/db/db'
import { listSubmissions, type SubmissionsQuery } from './list-submissions'
import { submissionsCsv } from './submissions-csv'

/**
 * What `npm run submissions` prints on stdout and the console's CSV export downloads (decision
 * 050): one function, so the two cannot drift. Lines without their line breaks; the count apart.
 */
export async function exportSubmissions(db: Db, q: SubmissionsQuery): Promise<{ lines: string[]; count: number }> {
  const rows = await listSubmissions(db, q)
  return { lines: q.format === 'json' ? [JSON.stringify(rows, null, 2)] : submissionsCsv(rows), count: rows.length }
}
