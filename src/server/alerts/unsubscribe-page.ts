import { escapeHtml as e } from '~/server/email/templates/layout'
import { brandPalette } from '~/shared/tenant/theme'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/** The confirm and done pages of an unsubscribe link: small, self-contained HTML. */
export function unsubscribePage(tenant: Tenant | null, title: string, body: string, form?: { action: string; button: string }) {
  const colour = tenant ? `rgb(${brandPalette(tenant.primary_color).base.join(',')})` : '#111827'
  const name = tenant ? e(tenant.display_name) : 'Alerts'
  const button = form
    ? `<form method="post" action="${e(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:${colour};color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:700;cursor:pointer">${e(form.button)}</button></form>`
    : ''
  const manage = tenant ? `<p style="margin-top:24px;font-size:14px"><a href="/saved" style="color:${colour}">Manage alerts</a> (sign in to choose how often each search writes)</p>` : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)} · ${name}</title></head>
<body style="font-family:Arial,sans-serif;color:#111827;margin:0;background:#f9fafb">
<div style="background:${colour};color:#fff;padding:16px 24px;font-weight:700;font-size:18px">${name}</div>
<main style="max-width:560px;margin:0 auto;padding:32px 20px"><h1 style="font-size:24px;margin:0 0 12px">${e(title)}</h1><p style="line-height:1.5;margin:0 0 20px">${e(body)}</p>${button}${manage}</main>
</body></html>`
}
