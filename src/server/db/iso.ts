/**
 * A stored moment as the API writes it: ISO 8601 in UTC, '2026-11-30T09:30:00.000Z'. Both drivers
 * read a timestamptz column as a Date; text (a moment carried in JSON) is read as one.
 */
export const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString()
