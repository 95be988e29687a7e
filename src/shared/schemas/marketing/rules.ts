import * as v from 'valibot'
import { lineText } from '../text-rules'
import type { PhoneCheck } from '../enquiry'

// The rules the marketing forms share (marketing-forms.ts).

/** First and last names: at least 2 characters (001 §5 contact-us, feedback). */
export const personName = (label: 'First name' | 'Last name') => {
  const message = `${label} must be 2 or more characters long`
  return v.pipe(lineText(label, 100, message), v.minLength(2, message))
}

/** A valid, lower-cased e-mail with the form's own message. */
export const email = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(254, message), v.email(message), v.toLowerCase())

/** A phone number: at least 11 characters (001 §9), a real number, stored in E.164. */
export const phone = (check: PhoneCheck, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(11, message),
    v.maxLength(20, message),
    v.check((s) => check(s) !== null, message),
    v.transform((s) => check(s) ?? s),
  )

/** A text that may be left out: absent, empty or blank all mean "not given". */
export const optionalLine = (name: string, max = 200) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be text`),
      v.trim(),
      v.maxLength(max, `${name} must be at most ${max} characters`),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  )
export const optionalParagraph = (name: string, max = 2_000) =>
  v.optional(v.pipe(v.string(`${name} must be text`), v.trim(), v.maxLength(max, `${name} must be at most ${max} characters`)))

/** The agreement box of the partner forms. */
export const agreed = v.literal(true, 'You must agree to the terms and conditions')
