import * as v from 'valibot'
import { phoneRule, type PhoneCheck } from './phone-rule'
import { noControlChars } from './text-rules'

/**
 * The account settings page's forms (000 §5), apart from ./auth.ts, which re-exports them: the
 * sign-up schemas there bring libphonenumber-js, which /settings fetches only once its profile form
 * is used (decision 052).
 */
export const PASSWORD_MAX = 128

export const requiredText = (message: string, max = 100) =>
  v.pipe(
    v.string(message),
    noControlChars(message.replace(/ is required$/i, '')),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${message.replace(/ is required$/i, '')} must be at most ${max} characters`),
  )

export const password = (min: number, message: string) =>
  v.pipe(
    v.string(message),
    v.minLength(min, message),
    v.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
  )

export const ChangePasswordBodySchema = v.object({
  old_password: v.pipe(
    v.string('Required'),
    v.nonEmpty('Required'),
    v.maxLength(PASSWORD_MAX, 'Required'),
  ),
  new_password: password(8, 'Minimum of 8 characters'),
})

export const ChangePasswordFormSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string('Required'), v.nonEmpty('Required')),
    new_password: password(8, 'Minimum of 8 characters'),
    confirm_password: v.pipe(v.string('Required'), v.nonEmpty('Required')),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (x) => x.new_password === x.confirm_password,
      'Passwords must match',
    ),
    ['confirm_password'],
  ),
)

/**
 * PATCH /auth/update-user-profile. The spec's phone message repeats the first-name one by mistake (docs/decisions).
 * The settings form builds it with the phone checker it fetches on first use (decision 052).
 */
export const profileUpdateSchema = (check: PhoneCheck) =>
  v.object({
    first_name: requiredText('First Name is required'),
    last_name: requiredText('Last Name is required'),
    phone: phoneRule(check, 'Phone number is required'),
  })
