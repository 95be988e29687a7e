import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'

/** The forgotten-password code (000 §4 forgot-password steps). */
export const resetCodeMail = (tenant: Tenant, to: string, code: string, minutes: number) =>
  brandedMail(tenant, to, {
    subject: `Your ${tenant.display_name} password reset code`,
    highlight: code,
    paragraphs: [
      `Use this code to reset your ${tenant.display_name} password. It works once, for the next ${minutes} minutes.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
      `${tenant.display_name} will never ask you for this code by phone, chat or e-mail.`,
    ],
  })
