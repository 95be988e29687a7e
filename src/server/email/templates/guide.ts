import type { Tenant } from '~/shared/tenant/tenant-schema'
import { brandedMail } from './layout'

/**
 * The buyer's guide, attached as a PDF and linked on the tenant's own site. Anyone may ask for it
 * to any address, so it repeats nothing typed in the request, not even the name (decision 040).
 */
export function guideMail(tenant: Tenant, to: string, link: string, pdf: Buffer | null) {
  const mail = brandedMail(tenant, to, {
    subject: `Your ${tenant.display_name} buyer's guide`,
    paragraphs: [
      `Hello, here is your copy of the guide${pdf ? ', attached as a PDF' : ''}. You can also download it at any time: ${link}`,
      'It covers checking a title, spotting fake listings and double sales, inspecting from abroad, paying through escrow, and the paperwork that makes the property yours.',
      `Questions? Reply to this message or write to ${tenant.contact.email}.`,
    ],
  })
  return pdf ? { ...mail, attachments: [{ filename: GUIDE_FILE, content: pdf, contentType: 'application/pdf' }] } : mail
}

/** The file shipped in public/guides/ and served by every tenant's site. */
export const GUIDE_FILE = 'haven-buyers-guide.pdf'
