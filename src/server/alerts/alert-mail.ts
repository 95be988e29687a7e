import type { Mail } from '~/server/email/mailer'
import { brandPalette } from '~/shared/tenant/theme'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { escapeHtml as e } from '~/server/email/templates/layout'
import { alertSubject, changeLine, listingLine } from './alert-mail-text'
import type { AlertListing, PlannedAlert, SearchSection } from './plan-types'
import { unsubscribeToken, type UnsubscribeScope } from './unsubscribe-token'

/** Where an alert's links go: the tenant's site (its own origin on a local run). */
export interface AlertLinks {
  origin: string
}

const listingUrl = (origin: string, l: AlertListing) => `${origin}/listings/${l.id}/${l.slug}`
export const unsubscribeUrl = (origin: string, tenant: string, userId: number, scope: UnsubscribeScope) =>
  `${origin}/api/alerts/unsubscribe?token=${unsubscribeToken(tenant, userId, scope)}`

interface Block {
  heading: string
  intro: string
  items: { title: string; href: string; line: string }[]
  links: { text: string; href: string }[]
}

function searchBlock(s: SearchSection, alert: PlannedAlert, tenant: Tenant, origin: string): Block {
  const seeAll = { text: `See all ${s.total.toLocaleString('en-GB')} on ${tenant.display_name}`, href: `${origin}/listings?${s.query}` }
  const stop = { text: 'Stop alerts for this search', href: unsubscribeUrl(origin, tenant.domain, alert.person.userId, { kind: 'search', searchId: s.searchId }) }
  if (s.broad)
    return {
      heading: s.label,
      intro: `${s.total.toLocaleString('en-GB')} new listings match this search since the last alert: too many to be useful by e-mail. Narrow the filters and save it again, or see them all. We will not mail this search’s listings again while it stays this broad.`,
      items: [],
      links: [seeAll, stop],
    }
  const shown = s.listings.length
  const intro = shown < s.total ? `${s.total.toLocaleString('en-GB')} new listings match; the newest ${shown} are below.` : `${s.total === 1 ? 'A new listing matches' : `${s.total} new listings match`}.`
  return {
    heading: s.label,
    intro: shown === 0 ? `${s.total.toLocaleString('en-GB')} new listings match.` : intro,
    items: s.listings.map((l) => ({ title: l.title, href: listingUrl(origin, l), line: listingLine(l) })),
    links: [seeAll, stop],
  }
}

function favouritesBlock(alert: PlannedAlert, tenant: Tenant, origin: string): Block {
  return {
    heading: 'Your favourite properties',
    intro: alert.favouritesTotal > alert.favourites.length ? `${alert.favouritesTotal} changed; the first ${alert.favourites.length} are below.` : 'Changes since the last alert:',
    items: alert.favourites.map((f) => ({ title: f.listing.title, href: listingUrl(origin, f.listing), line: `${changeLine(f)} · ${listingLine(f.listing, f.change !== 'price_drop')}` })),
    links: [
      { text: 'Open your favourites', href: `${origin}/favorites` },
      { text: 'Stop alerts for favourites', href: unsubscribeUrl(origin, tenant.domain, alert.person.userId, { kind: 'favourites' }) },
    ],
  }
}

/**
 * The one e-mail of a run for one person: a block per saved search, one for favourites, and a
 * footer to manage alerts or stop them all. List-Unsubscribe (RFC 8058) stops every alert with one
 * POST to a signed link; the links in the body stop one search, the favourites, or all.
 */
export function alertMail(tenant: Tenant, alert: PlannedAlert, links: AlertLinks): Mail {
  const { origin } = links
  const blocks = [...alert.searches.map((s) => searchBlock(s, alert, tenant, origin)), ...(alert.favourites.length ? [favouritesBlock(alert, tenant, origin)] : [])]
  const stopAll = unsubscribeUrl(origin, tenant.domain, alert.person.userId, { kind: 'all' })
  const manage = `${origin}/saved`
  const subject = alertSubject(alert)
  const colour = `rgb(${brandPalette(tenant.primary_color).base.join(',')})`
  const a = (href: string, text: string) => `<a href="${e(href)}" style="color:${colour}">${e(text)}</a>`
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head><body style="font-family:Arial,sans-serif;color:#111827;margin:0;background:#f9fafb">
<div style="background:${colour};color:#fff;padding:16px 24px;font-weight:700;font-size:18px">${e(tenant.display_name)}</div>
<div style="padding:24px;max-width:600px">
<p style="margin:0 0 20px">Hello ${e(alert.person.firstName)}, here is what is new since your last alert.</p>
${blocks
  .map(
    (b) => `<h2 style="font-size:18px;margin:24px 0 4px">${e(b.heading)}</h2><p style="margin:0 0 12px;color:#374151">${e(b.intro)}</p>
${b.items.map((i) => `<div style="background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;margin:0 0 8px"><div style="font-weight:700">${a(i.href, i.title)}</div><div style="color:#374151;font-size:14px;margin-top:4px">${e(i.line)}</div></div>`).join('\n')}
<p style="margin:8px 0 0;font-size:14px">${b.links.map((l) => a(l.href, l.text)).join(' · ')}</p>`,
  )
  .join('\n')}
<p style="color:#4b5563;font-size:13px;margin:32px 0 0">You get this because you asked ${e(tenant.display_name)} for alerts. ${a(manage, 'Manage alerts')} · ${a(stopAll, 'Stop all alerts')}</p>
<p style="color:#4b5563;font-size:13px;margin:8px 0 0">${e(tenant.display_name)} · ${e(tenant.contact.email)} · ${e(tenant.contact.phone)}</p></div>
</body></html>`
  const text = [
    `Hello ${alert.person.firstName}, here is what is new since your last alert.`,
    '',
    ...blocks.flatMap((b) => [b.heading.toUpperCase(), b.intro, ...b.items.flatMap((i) => [`- ${i.title}`, `  ${i.line}`, `  ${i.href}`]), ...b.links.map((l) => `${l.text}: ${l.href}`), '']),
    `Manage alerts: ${manage}`,
    `Stop all alerts: ${stopAll}`,
    '',
    `${tenant.display_name} · ${tenant.contact.email} · ${tenant.contact.phone}`,
  ].join('\n')
  return {
    from: `${tenant.display_name} <${tenant.contact.email}>`,
    to: alert.person.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${stopAll}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
