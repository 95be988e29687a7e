import { brandedMail } from '~/server/email/templates/layout'
import { ROLE_LABELS, type StaffRole } from '~/shared/console/roles'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { SETUP_DAYS } from './staff-accounts'

/** The link that opens a staff account's setup: the token rides in the fragment, so no server log or Referer sees it. */
export const setupLink = (origin: string, token: string) => `${origin}/console/setup#token=${token}`

/** An owner's invitation to the console (decision 045). */
export const staffInviteMail = (tenant: Tenant, to: string, role: StaffRole, invitedBy: string, link: string) =>
  brandedMail(tenant, to, {
    subject: `You are invited to the ${tenant.display_name} console`,
    paragraphs: [
      `${invitedBy} has invited you to work on ${tenant.display_name} as ${ROLE_LABELS[role].toLowerCase()}.`,
      `Open the link below within ${SETUP_DAYS} days to choose a password and connect an authenticator app. The link works once.`,
      link,
      'If you did not expect this, ignore this message: nothing happens until the link is used.',
    ],
  })

/** To a staff member whose password is being guessed (issue 33, finding 2): what happened and what an owner can do. */
export const staffSignInAlertMail = (tenant: Tenant, to: string, failures: number, origin: string) =>
  brandedMail(tenant, to, {
    subject: `Someone is trying to sign in to your ${tenant.display_name} console account`,
    paragraphs: [
      `There have been ${failures} sign-ins to your console account with a wrong password in the last 15 minutes.`,
      'If that was you, there is nothing to do. If it was not, your account is still closed to them: each further try has to wait longer, and the address you usually sign in from is not slowed.',
      `If you cannot sign in, an owner can clear the failed sign-ins on the Staff page of ${origin}/console. If you think your password is known, ask an owner to disable the account and invite you again.`,
    ],
  })
