import * as v from 'valibot'

/** libphonenumber-js's check ('08031234567' → '+2348031234567', null when invalid), or a stand-in. */
export type PhoneCheck = (input: string) => string | null

/**
 * The phone field's rule with its checker given: the server and the forms that load
 * libphonenumber-js up front pass `normalisePhone` (./phone-field.ts); /settings passes the checker
 * it fetches on first use (decision 052). Messages are the spec's, whichever checker runs.
 */
export const phoneRule = (check: PhoneCheck, required: string, minLength = 1, minMessage = required) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(minLength, minMessage),
    v.maxLength(20, 'Invalid phone number'),
    v.check((s) => check(s) !== null, 'Invalid phone number'),
    v.transform((s) => check(s)!),
  )
