import type { Tenant } from '~/shared/tenant/tenant-schema'
import { themeCssVars } from '~/shared/tenant/theme'
import { TENANT_SCRIPT_ID } from '~/shared/tenant/constants'
import { criticalCss } from './critical-css'
import type { EntryAssets } from './vite-builds'

export interface DocumentInput {
  tenant: Tenant
  /** Path of the page, for canonical and og:url. */
  path: string
  title: string
  description?: string
  bodyHtml: string
  assets: EntryAssets
  /** The page module's chunk, preloaded so hydration does not wait a round trip. */
  pageChunk?: string
  routeId: string
  /** The page module (src/app/routes/<page>.tsx) a prerendered page hydrates with. */
  page?: string
  prerendered: boolean
  noindex?: boolean
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON that is safe inside a <script> element. */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

export function documentTitle(title: string, tenant: Tenant, isHome: boolean): string {
  return isHome ? `${tenant.display_name} — ${tenant.tagline}` : `${title} | ${tenant.display_name}`
}

/**
 * The full stylesheet brings the rules for states that JavaScript opens later (menus, drawer,
 * toasts). On a prerendered page it must not hold back the first paint, so it loads as
 * media="print" (fetched at low priority, never render-blocking) and the static entry switches it
 * to all; without JavaScript the <noscript> copy applies.
 */
function fullStylesheet(href: string): string {
  return `<link rel="stylesheet" href="${href}" media="print" id="haven-full-css">\n<noscript><link rel="stylesheet" href="${href}"></noscript>\n`
}

/** One complete HTML page with the tenant inlined: title, meta, Open Graph, theme, brand JSON. */
export function renderDocument(input: DocumentInput): string {
  const { tenant, assets } = input
  const origin = `https://${tenant.domain}`
  const url = `${origin}${input.path}`
  const description = input.description ?? tenant.description
  const image = tenant.logo.startsWith('/') ? `${origin}${tenant.logo}` : tenant.logo
  // A prerendered page paints from its HTML and inlined CSS alone: its hydration code must not
  // compete with that, so it gets no modulepreload and a low fetch priority (decision 017). The
  // app shell renders with JavaScript, so there the code is the critical path and is preloaded.
  const critical = !input.prerendered
  const preloads = critical
    ? [...assets.preloads, ...(input.pageChunk ? [input.pageChunk] : [])]
    : []
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The app shell links the whole sheet instead (decision 058): the page function paints most of
    // its pages into it, and the shell's critical rules never held theirs (bytes sent twice). It
    // comes first, so the page function's head (the inlined answers) never delays its request.
    ...(assets.stylesheet && critical ? [`<link rel="stylesheet" href="${assets.stylesheet.href}">`] : []),
    `<title>${esc(input.title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    input.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${esc(url)}">`,
    `<meta name="theme-color" content="${tenant.primary_color}">`,
    `<link rel="icon" href="${esc(tenant.logo)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${esc(tenant.display_name)}">`,
    `<meta property="og:title" content="${esc(input.title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(url)}">`,
    `<meta property="og:image" content="${esc(image)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<style id="haven-theme">${themeCssVars(tenant)}</style>`,
    // A prerendered page paints from its critical CSS and loads the rest without blocking.
    ...(assets.stylesheet && !critical
      ? [`<style>${criticalCss(assets.stylesheet.text, input.bodyHtml).replace(/<\/style/gi, '<\\/style')}</style>`]
      : []),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // data-boot: the script the page function starts a painted page with instead (decision 059).
    `<script type="module" src="${assets.script}"${critical ? (assets.boot ? ` data-boot="${assets.boot}"` : '') : ' fetchpriority="low"'}></script>`,
  ]
  return `<!doctype html>
<html lang="en-NG">
<head>
${head.join('\n')}
</head>
<body>
<div id="root" data-route-id="${esc(input.routeId)}"${input.page ? ` data-page="${esc(input.page)}"` : ''} data-prerendered="${input.prerendered}">${input.bodyHtml}</div>
<script type="application/json" id="${TENANT_SCRIPT_ID}">${inlineJson(tenant)}</script>
${assets.stylesheet && !critical ? fullStylesheet(assets.stylesheet.href) : ''}</body>
</html>
`
}
