import { normalisePhone } from '~/shared/phone'
import { phoneRule } from './phone-rule'

/** A real number, stored in E.164 ('08031234567' → '+2348031234567'); default country Nigeria. */
export const phoneField = (required: string, minLength = 1, minMessage = required) =>
  phoneRule(normalisePhone, required, minLength, minMessage)
