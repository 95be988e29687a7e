/**
 * The only module that imports libphonenumber-js (third-party libraries are wrapped in one place),
 * so the metadata choice lives here.
 *
 * NOTE: the 'max' metadata (~157 kB raw) rather than 'min' (~83 kB): 'min'
 * checks length only and accepts 12-digit Nigerian "mobiles" such as
 * '080312345678'; 'mobile' would reject valid toll-free and landline numbers
 * that the enquiry form must accept ("a real international number").
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'

/** Nigeria, per spec: "Default country Nigeria". */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'NG'

function parse(input: unknown, defaultCountry: CountryCode) {
  if (typeof input !== 'string' || input.trim() === '') return undefined
  return parsePhoneNumberFromString(input.trim(), defaultCountry)
}

/**
 * A valid number in E.164 form ('08031234567' → '+2348031234567'), or null.
 * Numbers without '+' are read as national numbers of `defaultCountry`.
 */
export function normalisePhone(
  input: unknown,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const phone = parse(input, defaultCountry)
  return phone?.isValid() ? phone.number : null
}

/** True for a real number: right length and digits for its country. */
export function isValidPhone(
  input: unknown,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): boolean {
  return normalisePhone(input, defaultCountry) !== null
}
