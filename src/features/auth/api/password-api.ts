import { api } from '~/lib/api-client'

/** POST /auth/user-getotp: e-mails a 6-digit code (the same answer whether or not the account exists). */
export const requestResetCode = (email: string) =>
  api('/auth/user-getotp', { method: 'POST', body: { email, is_forgot_password: true }, silent: true })

/** PATCH /auth/verify-otp ('OTP Verified') → the single-use token the reset needs (decision 040). */
export const verifyResetCode = (email: string, otp: string) =>
  api<{ reset_token: string }>('/auth/verify-otp', { method: 'PATCH', body: { email, otp }, silent: true })

/** PATCH /auth/user-reset-password with that token, within minutes ('Password Reset Successful'). */
export const resetPassword = (email: string, new_password: string, reset_token: string) =>
  api('/auth/user-reset-password', { method: 'PATCH', body: { email, new_password, reset_token }, silent: true })

/** POST /auth/user-change-password → a fresh token (every older one stops working). */
export const changePassword = (old_password: string, new_password: string) =>
  api<{ accessToken: string }>('/auth/user-change-password', {
    method: 'POST',
    body: { old_password, new_password },
    silent: true,
  })
