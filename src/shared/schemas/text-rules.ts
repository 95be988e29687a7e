import * as v from 'valibot'

/**
 * The caps every input obeys (docs/decisions/016-input-gate.md). Field schemas may cap lower;
 * nothing may cap higher than these without changing the gate.
 */
export const INPUT_CAPS = {
  /** Any one query parameter value, before its own schema sees it. */
  queryValue: 1_000,
  /** A whole query string. */
  queryString: 4_096,
  /** A JSON request body. */
  bodyBytes: 64 * 1024,
  /** Nesting of a JSON body. */
  bodyDepth: 8,
  /** A single-line text field (names, titles, search text). */
  line: 200,
  /** A multi-line text field (messages, descriptions). */
  paragraph: 5_000,
} as const

/** Largest amount any call accepts: ₦1 quadrillion, well inside a JavaScript safe integer. */
export const AMOUNT_MAX = 1e15

/** C0 controls and DEL; a line of text allows none of them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/
/** A paragraph may break lines and use tabs, nothing else. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PARAGRAPH_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export const hasControlChars = (s: string, multiline = false) =>
  (multiline ? PARAGRAPH_CONTROL : LINE_CONTROL).test(s)

/** A valibot check refusing control characters, with a message naming the field. */
export const noControlChars = (name: string, multiline = false) =>
  v.check<string, string>(
    (s) => !hasControlChars(s, multiline),
    `${name} must not contain control characters`,
  )

/** A required single line of text: trimmed, 1..max characters, no control characters. */
export const lineText = (
  name: string,
  max: number = INPUT_CAPS.line,
  required = `${name} is required`,
) =>
  v.pipe(
    v.string(`${name} must be text`),
    noControlChars(name),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

/** Multi-line text (messages): trimmed, capped, tabs and line breaks allowed. */
export const paragraphText = (
  name: string,
  max: number = INPUT_CAPS.paragraph,
  required = `${name} is required`,
) =>
  v.pipe(
    v.string(`${name} must be text`),
    noControlChars(name, true),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

/** An optional note: trimmed and capped; blank counts as absent. */
export const optionalParagraph = (name: string, max: number = INPUT_CAPS.paragraph) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      noControlChars(name, true),
      v.trim(),
      v.maxLength(max, `${name} must be at most ${max} characters`),
      v.transform((s) => s || undefined),
    ),
  )
