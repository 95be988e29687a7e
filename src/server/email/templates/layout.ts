import { brandPalette } from '~/shared/tenant/theme'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import type { Mail } from '../mailer'

/** Every value that reaches HTML passes through here. */
export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

export interface MailContent {
  subject: string
  /** Paragraphs of plain text; each is escaped into the HTML version. */
  paragraphs: string[]
  /** A short value shown large (a code), if any. */
  highlight?: string
}

/** A tenant-branded message in HTML and plain text, from the tenant's own name and address. */
export function brandedMail(tenant: Tenant, to: string, content: MailContent): Mail {
  const colour = `rgb(${brandPalette(tenant.primary_color).base.join(',')})`
  const name = escapeHtml(tenant.display_name)
  const body = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('')
  const highlight = content.highlight
    ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:0 0 16px">${escapeHtml(content.highlight)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111827;margin:0">
<div style="background:${colour};color:#fff;padding:16px 24px;font-weight:700;font-size:18px">${name}</div>
<div style="padding:24px">${highlight}${body}
<p style="color:#4b5563;font-size:13px;margin:24px 0 0">${name} · ${escapeHtml(tenant.contact.email)} · ${escapeHtml(tenant.contact.phone)}</p></div>
</body></html>`
  const text = [
    tenant.display_name,
    '',
    ...(content.highlight ? [content.highlight, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${tenant.display_name} · ${tenant.contact.email} · ${tenant.contact.phone}`,
  ].join('\n')
  return {
    from: `${tenant.display_name} <${tenant.contact.email}>`,
    to,
    subject: content.subject,
    text,
    html,
  }
}
