import { csvCell } from '~/server/forms/submissions-csv'
import type { ReportRow } from './list-reports'

const COLUMNS = ['id', 'created_at', 'listing_id', 'property_id', 'title', 'reason', 'details', 'email', 'mail_status'] as const

/** Header and one line per report (RFC 4180; a cell a spreadsheet would run gets an apostrophe, as for submissions). */
export function reportsCsv(rows: readonly ReportRow[]): string[] {
  const line = (cells: unknown[]) => cells.map(csvCell).join(',')
  return [line([...COLUMNS]), ...rows.map((r) => line(COLUMNS.map((k) => r[k])))]
}
