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
