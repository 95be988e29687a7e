import * as v from 'valibot'

/** Trimmed, lower-cased: users are unique per tenant and e-mail. */
export const emailField = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email must be at most 254 characters'),
  v.email('Invalid email address'),
  v.toLowerCase(),
)
