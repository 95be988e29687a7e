import { escapeHtml } from '~/server/email/templates/layout'
import { TENANT_SCRIPT_ID } from '~/shared/tenant/constants'
import { photoInfo, srcSet } from '~/shared/media'

export interface PageHead {
  title: string
  description: string
  canonical: string
  image?: string
  type?: 'website' | 'product' | 'profile'
  /** schema.org data, serialised into a JSON-LD script. */
  jsonLd?: unknown
  /** The results pages before and after this one (decision 056). */
  prev?: string
  next?: string
  /** true for a page that must not be indexed (an unknown listing). */
  noindex?: boolean
  /** The image the page paints largest first (its LCP), fetched while the scripts load. */
  preloadImage?: string
  /** The `sizes` of the slot the preloaded photo fills, so the preload fetches the variant the page asks for. */
  preloadSizes?: string
  /** Painted for data saver (decision 055): `<html data-saver>` tells the app, and the preload asks for the smallest variant. */
  dataSaver?: boolean
}

/** JSON inside <script>: nothing in it can close the tag or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`

/** The shell's generic tags this page replaces (title, description, robots, Open Graph, Twitter, canonical). */
const REPLACED = [
  /<title>[\s\S]*?<\/title>\n?/,
  /<meta name="description"[^>]*>\n?/,
  /<meta name="robots"[^>]*>\n?/,
  /<link rel="canonical"[^>]*>\n?/g,
  /<meta property="og:(?:type|title|description|url|image)"[^>]*>\n?/g,
  /<meta name="twitter:card"[^>]*>\n?/,
]

/** The app root, up to the tenant script the build writes right after it (html-document.ts). */
const ROOT = new RegExp(`(<div id="root"[^>]*>)[\\s\\S]*?(</div>\\n<script type="application/json" id="${TENANT_SCRIPT_ID}">)`)

/**
 * The shell with `body` (the painted page) in place of its loading placeholder. The build links
 * the whole stylesheet in the head (decision 058), so the page paints styled, once.
 */
function paintedShell(shell: string): string {
  // data-painted tells the app to hydrate this HTML rather than render over it.
  const marked = shell.replace(ROOT, (_, open: string, close: string) => `${open.replace(/>$/, ' data-painted>')}${close}`)
  // Painted, the page needs no script to show itself: the app's scripts stop competing with the
  // stylesheet and the photos for the first bytes. A build with a boot script (decision 059) starts
  // the app once the page's largest photo is on screen; otherwise it loads at low priority.
  // The boot asks for the app's own imports (the shell's modulepreloads) together with it.
  const imports = [...shell.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).join(' ')
  return marked
    .replace(/<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(/<script type="module" src="([^"]+)"(?: data-boot="([^"]+)")?(?: fetchpriority="[a-z]+")?>/, (_, app: string, boot?: string) =>
      boot ? `<script type="module" src="${boot}" data-app="${app}" data-imports="${imports}" fetchpriority="low">` : `<script type="module" src="${app}" fetchpriority="low">`,
    )
}

// The shell changes only with a rebuild: rearrange it once, not on every request.
let lastShell: { shell: string; painted: string } | null = null
function paintRoot(shell: string, body: string): string {
  if (lastShell?.shell !== shell) lastShell = { shell, painted: paintedShell(shell) }
  return lastShell.painted.replace(ROOT, (_, open: string, close: string) => `${open}${body}${close}`)
}

/**
 * The app shell with this page's head: its own title, description, canonical URL, Open Graph and
 * Twitter tags, JSON-LD, and the SWR fallback data the page paints from.
 */
export function fillShell(shell: string, head: PageHead, fallback: Record<string, unknown>, body?: string | null): string {
  let html = body ? paintRoot(shell, body) : shell
  for (const re of REPLACED) html = html.replace(re, '')
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    head.prev ? `<link rel="prev" href="${escapeHtml(head.prev)}">` : '',
    head.next ? `<link rel="next" href="${escapeHtml(head.next)}">` : '',
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.preloadImage ? preloadTag(head.preloadImage, head.preloadSizes, head.dataSaver) : '',
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
    Object.keys(fallback).length ? `<script type="application/json" id="swr-fallback">${scriptJson(fallback)}</script>` : '',
  ].filter(Boolean)
  // Right after <meta charset>, the viewport and the stylesheet (whose request the inlined answers
  // must not delay), so crawlers that read only the start see them.
  // A function, never a string: $&, $' or $1 in a title are text, not replacement patterns.
  const filled = html.replace(/(<meta name="viewport"[^>]*>\n?(?:<link rel="stylesheet"[^>]*>\n?)?)/, (start: string) => `${start}${tags.join('\n')}\n`)
  return head.dataSaver ? filled.replace(/<html\b/, '<html data-saver') : filled
}

/** A pipeline photo preloads its AVIF variant for the slot (decision 041); any other image itself. */
function preloadTag(src: string, sizes = '100vw', smallest = false): string {
  const info = photoInfo(src)
  if (!info) return `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcSet(info, 'avif', smallest))}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`
}

/**
 * The photo a painted page marks as its largest paint (`fetchpriority="high"`: the first card, a
 * transaction's listing), with the `sizes` of its <picture> when it has one: for the page
 * function to preload from the head, ahead of the inlined answers. Null when there is none.
 */
export function priorityImage(html: string): { src: string; sizes?: string } | null {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/.exec(html)
  const src = img && /\bsrc="([^"]+)"/.exec(img[0])?.[1]
  if (!img || !src) return null
  const before = html.slice(Math.max(0, img.index - 4000), img.index)
  const open = before.lastIndexOf('<picture')
  const sizes = open >= 0 && !before.includes('</picture>', open) ? /\bsizes="([^"]+)"/.exec(before.slice(open))?.[1] : undefined
  const text = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  return { src: text(src), ...(sizes ? { sizes: text(sizes) } : {}) }
}
