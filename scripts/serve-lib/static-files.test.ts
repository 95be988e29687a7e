import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pathPattern } from './functions'
import { resolveFile } from './static-files'

const root = mkdtempSync(join(tmpdir(), 'bundle-'))
for (const f of ['index.html', '404.html', 'app.html', 'legal/terms-of-use/index.html', 'assets/a.js']) {
  mkdirSync(join(root, f, '..'), { recursive: true })
  writeFileSync(join(root, f), f)
}

describe('resolveFile', () => {
  it('serves files and directory indexes', () => {
    expect(resolveFile(root, '/')).toEqual({ file: join(root, 'index.html'), status: 200 })
    expect(resolveFile(root, '/legal/terms-of-use')).toEqual({ file: join(root, 'legal/terms-of-use/index.html'), status: 200 })
    expect(resolveFile(root, '/assets/a.js').status).toBe(200)
  })
  it('answers client routes with the app shell', () => {
    expect(resolveFile(root, '/listings')).toEqual({ file: join(root, 'app.html'), status: 200 })
  })
  it('answers unknown paths, traversal and bad encoding with the 404 page', () => {
    expect(resolveFile(root, '/nope')).toEqual({ file: join(root, '404.html'), status: 404 })
    expect(resolveFile(root, '/../../etc/passwd').status).toBe(404)
    expect(resolveFile(root, '/%E0%A4%A').status).toBe(404)
  })
})

describe('pathPattern (Netlify config.path)', () => {
  it('matches wildcards and params', () => {
    expect(pathPattern('/api/v1/*').test('/api/v1/indexing/listings-search')).toBe(true)
    expect(pathPattern('/api/v1/*').test('/api/v2/x')).toBe(false)
    expect(pathPattern('/api/contact-us').test('/api/contact-us')).toBe(true)
    expect(pathPattern('/listings/:id/:slug').test('/listings/12/three-bed')).toBe(true)
    expect(pathPattern('/listings/:id/:slug').test('/listings/12')).toBe(false)
  })
})
