import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { issueMessage } from './query-fields'
import {
  ChangePasswordFormSchema,
  ProfileUpdateSchema,
  ResetPasswordFormSchema,
  SignInSchema,
  SignUpFormSchema,
} from './auth'

const message = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? null : issueMessage(r.issues)
}

const signUp = {
  first_name: ' Ada ',
  last_name: 'Okafor',
  email: ' Ada@Example.COM ',
  phone: '08031234567',
  password: 'longenough',
  referral_code: '',
  acknowledged: true,
}

describe('auth schemas (000 §5)', () => {
  it('signs in with a valid e-mail and an 8-character password', () => {
    expect(message(SignInSchema, { email: 'a@b.co', password: 'short' })).toBe(
      'Password must be at least 8 characters long',
    )
    expect(message(SignInSchema, { email: 'nope', password: 'longenough' })).toBe(
      'Invalid email address',
    )
    expect(message(SignInSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toBe(
      'Password must be at most 128 characters long',
    )
  })

  it('normalises a sign-up: trimmed names, lower-cased e-mail, E.164 phone', () => {
    const out = v.parse(SignUpFormSchema, signUp)
    expect([out.first_name, out.email, out.phone]).toEqual([
      'Ada',
      'ada@example.com',
      '+2348031234567',
    ])
    expect(message(SignUpFormSchema, { ...signUp, referral_code: 'ABC' })).toBe(
      'Referral code must be exactly 7 characters long',
    )
    expect(v.parse(SignUpFormSchema, { ...signUp, referral_code: 'abc1234' }).referral_code).toBe(
      'ABC1234',
    )
    expect(message(SignUpFormSchema, { ...signUp, phone: '0803' })).toBe(
      'Phone number must be at least 11 characters long',
    )
    expect(message(SignUpFormSchema, { ...signUp, acknowledged: false })).toBe(
      'Please accept the terms and privacy policy',
    )
    expect(message(SignUpFormSchema, { ...signUp, first_name: '  ' })).toBe(
      'First name is required',
    )
  })

  it('checks password confirmations', () => {
    expect(
      message(ResetPasswordFormSchema, { new_password: 'abcdef', confirm_password: 'abcdeg' }),
    ).toBe('Passwords do not match. Please check and try again.')
    expect(
      message(ChangePasswordFormSchema, {
        current_password: '',
        new_password: 'abcdefgh',
        confirm_password: 'abcdefgh',
      }),
    ).toBe('Required')
    expect(
      message(ChangePasswordFormSchema, {
        current_password: 'x',
        new_password: 'abc',
        confirm_password: 'abc',
      }),
    ).toBe('Minimum of 8 characters')
    expect(
      message(ChangePasswordFormSchema, {
        current_password: 'x',
        new_password: 'abcdefgh',
        confirm_password: 'abcdefgx',
      }),
    ).toBe('Passwords must match')
  })

  it('gives the profile phone its own required message', () => {
    expect(message(ProfileUpdateSchema, { first_name: 'A', last_name: 'B', phone: '' })).toBe(
      'Phone number is required',
    )
    expect(
      message(ProfileUpdateSchema, { first_name: '', last_name: 'B', phone: '08031234567' }),
    ).toBe('First Name is required')
  })
})
