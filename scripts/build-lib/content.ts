import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { marked } from 'marked'
import type { Tenant } from '~/shared/tenant/tenant-schema'

/** Placeholders a content file may use; each is filled per tenant, HTML-escaped. */
export const CONTENT_PLACEHOLDERS = {
  display_name: (t: Tenant) => t.display_name,
  domain: (t: Tenant) => t.domain,
  contact_email: (t: Tenant) => t.contact.email,
  contact_phone: (t: Tenant) => t.contact.phone,
  contact_address: (t: Tenant) => t.contact.address,
} as const

type PlaceholderKey = keyof typeof CONTENT_PLACEHOLDERS

// Markdown is rendered once per file; placeholders become inert tokens first so that link URLs
// (mailto:{{contact_email}}) are not percent-encoded, then each tenant fills the tokens.
const TOKEN = (key: string) => `HAVENVAR${key}HAVENVAR`
const TOKEN_RE = /HAVENVAR([a-z_]+)HAVENVAR/g

export interface CompiledContent {
  key: string
  html: string
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

function listMarkdown(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out.push(...listMarkdown(full))
    else if (name.endsWith('.md')) out.push(full)
  }
  return out.sort()
}

/** Renders every content/**.md once. Unknown placeholders stop the build with the file name. */
export function compileContent(contentDir: string): CompiledContent[] {
  return listMarkdown(contentDir).map((file) => {
    const key = relative(contentDir, file).replace(/\\/g, '/').replace(/\.md$/, '')
    const source = readFileSync(file, 'utf8').replace(
      /\{\{\s*([a-z_]+)\s*\}\}/g,
      (_, name: string) => {
        if (!(name in CONTENT_PLACEHOLDERS))
          throw new Error(`${file}: unknown placeholder {{${name}}}`)
        return TOKEN(name)
      },
    )
    return { key, html: marked.parse(source, { async: false, gfm: true }) }
  })
}

/** The content map one tenant's pages receive. */
export function contentForTenant(
  compiled: readonly CompiledContent[],
  tenant: Tenant,
): Record<string, string> {
  const values = Object.fromEntries(
    Object.entries(CONTENT_PLACEHOLDERS).map(([k, fn]) => [k, escapeHtml(fn(tenant))]),
  ) as Record<PlaceholderKey, string>
  return Object.fromEntries(
    compiled.map((c) => [c.key, c.html.replace(TOKEN_RE, (_, k: PlaceholderKey) => values[k])]),
  )
}
