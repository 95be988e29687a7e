import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allRoutes } from '~/config/paths'
import { loadTenants } from '~/server/tenants/load-tenants'
import { compileContent, contentForTenant } from './content'

const tenants = loadTenants('tenants')
const haven = tenants.find((t) => t.slug === 'haven')!
const lekki = tenants.find((t) => t.slug === 'lekki-prime')!

function contentDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), body)
  }
  return dir
}

describe('content pipeline', () => {
  it('renders Markdown once and fills tenant values, links included', () => {
    const compiled = compileContent(
      contentDir({
        'legal/doc.md':
          '# Terms of {{display_name}}\n\nWrite to [{{contact_email}}](mailto:{{contact_email}}) at https://{{ domain }}.',
      }),
    )
    const a = contentForTenant(compiled, haven)['legal/doc']!
    const b = contentForTenant(compiled, lekki)['legal/doc']!
    expect(a).toContain('<h1>Terms of Haven</h1>')
    expect(a).toContain('<a href="mailto:hello@haven.ng">hello@haven.ng</a>')
    expect(b).toContain('Lekki Prime Realty')
    expect(b).toContain('https://lekkiprime.com')
    expect(b).not.toContain('HAVENVAR')
  })

  it('escapes tenant values as HTML', () => {
    const compiled = compileContent(contentDir({ 'x.md': '{{display_name}}' }))
    expect(contentForTenant(compiled, { ...haven, display_name: 'A & <B>' }).x).toContain(
      'A &amp; &lt;B&gt;',
    )
  })

  it('stops on an unknown placeholder, naming the file', () => {
    expect(() => compileContent(contentDir({ 'bad.md': 'Hello {{nobody}}' }))).toThrow(
      /bad\.md: unknown placeholder \{\{nobody\}\}/,
    )
  })

  it('ships every legal document the specs name, each carrying the tenant', () => {
    const content = contentForTenant(compileContent('content'), lekki)
    for (const key of [
      'terms-of-use',
      'privacy-policy',
      'non-circumvention-clause',
      'partner-realtor-agreement',
      'sellers-mandate-terms-of-service',
    ]) {
      expect(content[`legal/${key}`], key).toContain('Lekki Prime Realty')
    }
  })

  it('has the content every route declares, filled for the tenant', () => {
    const content = contentForTenant(compileContent('content'), lekki)
    for (const route of allRoutes)
      for (const key of route.content ?? []) {
        expect(content[key], `${route.id}: content/${key}.md`).toBeTruthy()
        expect(content[key]).not.toMatch(/HAVENVAR|\{\{/)
      }
    expect(content['marketing/media/hero']).toContain('<h1>Lekki Prime Realty in the News</h1>')
  })
})
