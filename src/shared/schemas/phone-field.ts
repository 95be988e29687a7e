import * as v from 'valibot'
import { normalisePhone } from '~/shared/phone'

/** A real number, stored in E.164 ('08031234567' → '+2348031234567'); default country Nigeria. */
export const phoneField = (required: string, minLength = 1, minMessage = required) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(minLength, minMessage),
    v.maxLength(20, 'Invalid phone number'),
    v.check((s) => normalisePhone(s) !== null, 'Invalid phone number'),
    v.transform((s) => normalisePhone(s)!),
  )
