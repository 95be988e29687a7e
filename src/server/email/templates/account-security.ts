import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'

/** After a password sign-up: the one message an unproved address receives (decision 040). */
export const verifyEmailMail = (tenant: Tenant, to: string, firstName: string, link: string, days: number) =>
  brandedMail(tenant, to, {
    subject: `Confirm your e-mail for ${tenant.display_name}`,
    paragraphs: [
      `Hello ${firstName}, please confirm that this address is yours by opening the link below. It works once, for the next ${days} days.`,
      link,
      `Until you do, ${tenant.display_name} sends this address nothing else: no viewing confirmations and no transaction updates.`,
      'If you did not create an account, ignore this message: nothing will be sent to you again.',
    ],
  })

/** To the owner of an account whose password is being guessed (issue 20, finding 14). */
export const signInAlertMail = (tenant: Tenant, to: string, firstName: string, failures: number, origin: string) =>
  brandedMail(tenant, to, {
    subject: `Someone is trying to sign in to your ${tenant.display_name} account`,
    paragraphs: [
      `Hello ${firstName}, there have been ${failures} sign-ins to your account with a wrong password in the last 15 minutes.`,
      'If that was you, there is nothing to do. If it was not, your account is still closed to them: each further try has to wait longer, and the addresses they use are blocked.',
      `To be safe, choose a new password: on ${origin}, open Sign in, then 'Forgot password?'. The devices you already use keep signing in as before.`,
      `${tenant.display_name} will never ask you for your password or a code by phone, chat or e-mail.`,
    ],
  })
