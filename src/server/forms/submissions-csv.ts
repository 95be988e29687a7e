import { inFieldOrder } from './form-specs'
import type { SubmissionRow } from './list-submissions'

/** Text a spreadsheet would run as a formula ('=HYPERLINK(…)', '+cmd|…', '@SUM'); signed numbers are left alone. */
const FORMULA = /^[=+\-@\t\r]/
const SIGNED_NUMBER = /^[+-]?\d[\d\s.]*$/

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Submitters type these values, so one a spreadsheet would execute gets a leading apostrophe
 * (OWASP's advice); a phone number such as +2348031234567 stays as it is.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (FORMULA.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const FIXED = ['id', 'created_at', 'form', 'email', 'mail_status'] as const

/** Header and one line per submission: the fixed columns, then every payload field seen, in the forms' order. */
export function submissionsCsv(rows: readonly SubmissionRow[]): string[] {
  const seen = new Set(rows.flatMap((row) => Object.keys(row.payload)))
  const fields = inFieldOrder([...seen].filter((key) => !(FIXED as readonly string[]).includes(key)))
  const line = (cells: unknown[]) => cells.map(csvCell).join(',')
  return [line([...FIXED, ...fields]), ...rows.map((r) => line([...FIXED.map((k) => r[k]), ...fields.map((k) => r.payload[k])]))]
}
