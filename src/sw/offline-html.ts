import { NOTICE_ID, NOTICE_STYLE } from '~/lib/offline/offline-words'

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The offline notice as markup: no script (the CSP allows none inline), styled inline. */
export const noticeMarkup = (text: string) => `<p id="${NOTICE_ID}" role="status" style="${NOTICE_STYLE}">${escapeHtml(text)}</p>`

/**
 * A cached page with the notice as the first thing in its body, outside #root: React hydrates or
 * renders #root only, so the notice stays whatever the app does.
 */
export function withNotice(html: string, text: string): string {
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return noticeMarkup(text) + html
  const at = body.index + body[0].length
  return html.slice(0, at) + noticeMarkup(text) + html.slice(at)
}

/**
 * What a page never opened on this device shows offline, instead of the browser's error: where
 * the buyer is, and links to the pages that are kept (those they have seen).
 */
export function offlinePage(seen: readonly { path: string; title: string }[], shellTitle = ''): string {
  // A client route's copy is the app shell, titled with the site's name only: its path says more.
  const links = seen
    .slice(0, 12)
    .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title && p.title !== shellTitle ? p.title : p.path)}</a></li>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>You are offline</title><meta name="robots" content="noindex"></head>
<body style="margin:0;font:16px/1.5 system-ui,sans-serif;color:#111827"><main style="max-width:36rem;margin:0 auto;padding:48px 20px">
<h1 style="font-size:1.5rem;margin:0 0 12px">You are offline</h1>
<p>This page has not been opened on this device yet, so there is no copy to show. It will load when you are back online.</p>
${links ? `<h2 style="font-size:1.1rem;margin:24px 0 8px">Pages you can read offline</h2><ul>${links}</ul>` : ''}
<p><a href="/">Go to the home page</a></p></main></body></html>`
}

/** A page's title, for the offline page's list of what is kept. */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&') ?? ''
