import * as v from 'valibot'
import { AMOUNT_MAX, noControlChars } from './text-rules'

/** Query-string building blocks: every message names its parameter (000 §8 errors are shown). */
export const positiveInt = (name: string, max = 1_000_000_000) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(1, `${name} must be 1 or more`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )

/**
 * Amounts arrive as digits, perhaps with thousands separators ('1,500,000') and at most two
 * decimals ('1500000.50'); every call that takes an amount parses it here, so they agree.
 */
export const amount = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => s.replace(/[,\s_]/g, '')),
    v.regex(/^\d+(\.\d+)?$/, `${name} must be a number`),
    v.regex(/^\d+(\.\d{1,2})?$/, `${name} must have at most two decimals`),
    v.transform(Number),
    v.maxValue(AMOUNT_MAX, `${name} must be at most ${AMOUNT_MAX}`),
  )

/** One line of text: trimmed, capped, no control characters (NUL never reaches the database). */
export const textParam = (name: string, max = 120) =>
  v.pipe(
    v.string(),
    noControlChars(name),
    v.trim(),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

export const flagParam = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['1', '0', 'true', 'false'], `${name} must be 1, 0, true or false`),
    v.transform((s) => s === '1' || s === 'true'),
  )

/** A picklist matched case-insensitively, with aliases, returning the canonical value. */
export const choice = <T extends string>(
  name: string,
  values: readonly T[],
  aliases: Record<string, T> = {},
) => {
  const table = new Map<string, T>([
    ...values.map((x) => [x.toLowerCase(), x] as const),
    ...Object.entries(aliases).map(([k, x]) => [k.toLowerCase(), x] as const),
  ])
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => table.has(s.toLowerCase()), `${name} must be one of ${values.join(', ')}`),
    v.transform((s) => table.get(s.toLowerCase()) as T),
  )
}

/** URLSearchParams → plain object; blank values count as absent, the first repeat wins. */
export function queryToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, value] of params) if (!(k in out) && value.trim() !== '') out[k] = value
  return out
}

/**
 * The first issue as one message naming its field: schema messages already do ('page must be 1
 * or more'); valibot's generic ones ('Invalid type: …') get the field's path in front, and a
 * missing field reads '<field> is required'.
 */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]
  if (!issue) return 'Invalid request'
  const path = v.getDotPath(issue)
  if (path && issue.input === undefined && issue.kind === 'schema') return `${path} is required`
  if (path && /^Invalid [\w ]+: /.test(issue.message)) return `${path}: ${issue.message}`
  return issue.message
}
