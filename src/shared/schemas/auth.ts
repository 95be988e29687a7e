import * as v from 'valibot'
import { emailField } from './email-field'
import { normalisePhone } from '~/shared/phone'
import { password, profileUpdateSchema, requiredText } from './account-settings'
import { phoneField } from './phone-field'

/**
 * Accounts (000 §5): one schema per form, imported by the form and by the /auth/* route that
 * receives it. Form-only fields (acknowledged, confirmations) live in the *Form* schemas, which
 * extend the body schemas the server reads.
 */
export const REFERRAL_CODE_LENGTH = 7
export const OTP_LENGTH = 6

export { emailField }
export { ChangePasswordBodySchema, ChangePasswordFormSchema, PASSWORD_MAX, profileUpdateSchema } from './account-settings'

export const SignInSchema = v.object({
  email: emailField,
  password: password(8, 'Password must be at least 8 characters long'),
})
export type SignInInput = v.InferOutput<typeof SignInSchema>

export const SignUpBodySchema = v.object({
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  email: emailField,
  phone: phoneField(
    'Phone number is required',
    11,
    'Phone number must be at least 11 characters long',
  ),
  password: password(8, 'Password must be at least 8 characters long'),
  referral_code: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.length(REFERRAL_CODE_LENGTH, 'Referral code must be exactly 7 characters long'),
          v.toUpperCase(),
        ),
      ],
      'Referral code must be exactly 7 characters long',
    ),
  ),
})
export type SignUpBody = v.InferOutput<typeof SignUpBodySchema>

export const SignUpFormSchema = v.object({
  ...SignUpBodySchema.entries,
  acknowledged: v.literal(true, 'Please accept the terms and privacy policy'),
})

export const GetOtpSchema = v.object({
  email: emailField,
  is_forgot_password: v.optional(v.boolean('is_forgot_password must be true or false'), true),
})

export const VerifyOtpSchema = v.object({
  email: emailField,
  otp: v.pipe(v.string('OTP is required'), v.trim(), v.regex(/^\d{6}$/, 'OTP must be 6 digits')),
})

/** A single-use token, as verify-otp answers it (and as the verification e-mail links carry it). */
export const oneTimeToken = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, message))

export const ResetPasswordBodySchema = v.object({
  email: emailField,
  new_password: password(6, 'Password must be at least 6 characters long'),
  /** What verify-otp answered to the client that verified the code (decision 040). */
  reset_token: oneTimeToken('Unable to reset password. Please verify your code first.'),
})

export const ResetPasswordFormSchema = v.pipe(
  v.object({
    new_password: password(6, 'Password must be at least 6 characters long'),
    confirm_password: v.string('Required'),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (x) => x.new_password === x.confirm_password,
      'Passwords do not match. Please check and try again.',
    ),
    ['confirm_password'],
  ),
)

/** PATCH /auth/update-user-profile, as the server reads it. */
export const ProfileUpdateSchema = profileUpdateSchema(normalisePhone)
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>
