/**
 * Number formatting shared by the server render and the browser.
 *
 * NOTE: grouping is done by hand (always ',' every three digits, '.' for
 * decimals) instead of `toLocaleString()`, whose output follows the runtime's
 * locale and would make the prerendered HTML disagree with the hydrated page.
 */

/** Shown wherever a number is missing or not finite (null, NaN, Infinity). */
export const EMPTY_VALUE = '—'

/** Abbreviation suffixes, smallest first, with the power of ten each one starts at. */
const UNITS = [
  { suffix: '', value: 1 },
  { suffix: 'K', value: 1e3 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'B', value: 1e9 },
  { suffix: 'T', value: 1e12 },
] as const

const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

/**
 * Reads a number from API-ish input: finite numbers pass, numeric strings
 * ('45000000.00', '45,000,000') are parsed, everything else is null.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim().replace(/,/g, '')
  // NOTE: Number('') is 0 and Number('0x10') is 16, so only plain decimals are accepted.
  if (!NUMERIC_TEXT.test(text)) return null
  const parsed = Number(text)
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * Rounds half away from zero to `decimals` places. The exponent round-trip
 * avoids binary drift (1.005 * 100 is 100.49999…, but Number('1.005e2') is 100.5).
 */
export function roundTo(value: number, decimals: number): number {
  const abs = Math.abs(value)
  const text = String(abs)
  let rounded: number
  if (!text.includes('e'))
    rounded = Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`)
  else if (abs >= 1)
    rounded = abs // 1e21 and up: already a whole number
  else rounded = Math.round(abs * 10 ** decimals) / 10 ** decimals // below 1e-6
  return value < 0 ? -rounded : rounded
}

function groupInteger(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Formats an absolute (non-negative, finite) value with grouping and up to `decimals` trimmed places. */
function formatAbsolute(abs: number, decimals: number): string {
  const rounded = roundTo(abs, decimals)
  // NOTE: toFixed switches to exponent notation from 1e21; BigInt keeps every digit.
  const fixed = rounded < 1e21 ? rounded.toFixed(decimals) : BigInt(rounded).toString()
  const [integer = '0', fraction = ''] = fixed.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${groupInteger(integer)}.${trimmed}` : groupInteger(integer)
}

function sign(value: number, decimals: number): string {
  return value < 0 && roundTo(-value, decimals) !== 0 ? '-' : ''
}

/**
 * Thousands separators with up to `maximumFractionDigits` (default 2)
 * decimals, trailing zeros trimmed: 1234567.5 → '1,234,567.5'.
 * Numeric strings are accepted; anything else gives EMPTY_VALUE.
 */
export function formatNumber(value: unknown, maximumFractionDigits = 2): string {
  const n = toFiniteNumber(value)
  if (n === null) return EMPTY_VALUE
  return sign(n, maximumFractionDigits) + formatAbsolute(Math.abs(n), maximumFractionDigits)
}

/**
 * Short form with K, M, B, T from 1e3, 1e6, 1e9, 1e12 and up to two decimals,
 * trimmed: 1_250_000 → '1.25M', 1_500_000 → '1.5M', 45_000_000 → '45M'.
 * A value that rounds up to the next unit is promoted: 999_999 → '1M', not '1000K'.
 */
export function abbreviateNumber(value: unknown): string {
  const n = toFiniteNumber(value)
  if (n === null) return EMPTY_VALUE
  const abs = Math.abs(n)
  let index = UNITS.findLastIndex((unit) => abs >= unit.value)
  if (index < 0) index = 0
  let scaled = roundTo(abs / UNITS[index]!.value, 2)
  // Rounding can reach the next unit (999_999 → 1000K): print it in that unit instead.
  if (scaled >= 1000 && index < UNITS.length - 1) {
    index += 1
    scaled = roundTo(abs / UNITS[index]!.value, 2)
  }
  return sign(n, 2) + formatAbsolute(scaled, 2) + UNITS[index]!.suffix
}

/** Keeps only the ASCII digits 0-9 of typed or pasted text ('₦45,000a' → '45000'). */
export function digitsOnly(text: string | null | undefined): string {
  return (text ?? '').replace(/[^0-9]/g, '')
}

/**
 * What the price filter inputs display while typing: digits only, leading
 * zeros dropped, grouped in thousands ('0045000' → '45,000', '' → '').
 */
export function formatDigitsWithSeparators(text: string | null | undefined): string {
  const digits = digitsOnly(text)
  if (digits === '') return ''
  return groupInteger(digits.replace(/^0+(?=\d)/, ''))
}

/**
 * Reads an amount a person typed or the filter displayed: thousands
 * separators, spaces and currency symbols are ignored ('₦45,000,000' →
 * 45000000). Empty or malformed text ('1.2.3', 'abc') gives null.
 */
export function parseAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null
  if (typeof text !== 'string') return null
  const cleaned = text.replace(/[\s,₦$€£]/g, '')
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null
  return Number(cleaned)
}
