import { formatNumber } from './number'

/** Characters of a listing description shown before 'Read more' (spec §4). */
export const DESCRIPTION_PREVIEW_LENGTH = 210

export const ELLIPSIS = '…'

/** Punctuation that reads badly right before the ellipsis ('word,…'). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—]+$/u

/** True when `truncate(text, max)` would shorten the text, i.e. 'Read more' is needed. */
export function needsTruncation(
  text: string | null | undefined,
  max = DESCRIPTION_PREVIEW_LENGTH,
): boolean {
  return Array.from(text ?? '').length > Math.max(0, Math.floor(max))
}

/**
 * Shortens text to at most `max` characters plus '…', preferring to cut at
 * the last space when that keeps at least half of the allowance; a single
 * very long word is cut mid-word. Text that fits is returned unchanged.
 *
 * NOTE: counts code points (Array.from), so an emoji is never split into a
 * broken surrogate half.
 */
export function truncate(
  text: string | null | undefined,
  max = DESCRIPTION_PREVIEW_LENGTH,
): string {
  const value = text ?? ''
  const limit = Math.max(0, Math.floor(max))
  const chars = Array.from(value)
  if (chars.length <= limit) return value
  // Include the character just past the limit: if it is a space, the cut is already on a word boundary.
  const window = chars.slice(0, limit + 1).join('')
  const lastSpace = window.search(/\s\S*$/u)
  const head =
    lastSpace >= 0 && Array.from(window.slice(0, lastSpace)).length >= limit / 2
      ? window.slice(0, lastSpace)
      : chars.slice(0, limit).join('')
  return head.replace(TRAILING_PUNCTUATION, '') + ELLIPSIS
}

/**
 * The word only, matched to the count: pluralise(1, 'bed') → 'bed',
 * pluralise(0, 'bed') → 'beds'; irregular plurals are passed in
 * (pluralise(2, 'property', 'properties')). Only ±1 is singular.
 */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural
}

/** Count and word together, grouped: countLabel(1234, 'result') → '1,234 results'. */
export function countLabel(count: number, singular: string, plural?: string): string {
  return `${formatNumber(count)} ${pluralise(count, singular, plural)}`
}
