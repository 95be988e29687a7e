import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HTML_CACHE, IMMUTABLE_CACHE, SECURITY_HEADERS, SERVICE_WORKER_CACHE } from './http-headers'

// netlify.toml (the deploy) and the local server must send the same headers.
const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')

/** The values of netlify.toml's [[headers]] block for one path. */
function tomlHeaders(path: string): Record<string, string> {
  const block = toml.split('[[headers]]').find((b) => b.includes(`for = "${path}"`)) ?? ''
  return Object.fromEntries([...block.matchAll(/^\s*([A-Za-z-]+) = "(.*)"$/gm)].filter((m) => m[1] !== 'for').map((m) => [m[1]!, m[2]!]))
}

describe('netlify.toml headers', () => {
  it('gives every static file exactly the security headers the functions set (src/server/http/security-headers.ts)', () => {
    expect(tomlHeaders('/*')).toEqual(SECURITY_HEADERS)
  })

  it.each(Object.entries(SECURITY_HEADERS))('carries %s exactly as the local server', (name, value) => {
    expect(toml).toContain(`${name} = "${value}"`)
  })

  it('caches hashed assets forever and HTML never', () => {
    expect(toml).toContain(`Cache-Control = "${IMMUTABLE_CACHE}"`)
    expect(toml).toContain(`Cache-Control = "${HTML_CACHE}"`)
  })

  it('caches the demo photos’ variants, static files of the deploy, for a year like the photo function', () => {
    expect(tomlHeaders('/media/photos/*')).toEqual({ 'Cache-Control': IMMUTABLE_CACHE })
  })

  it('has the service worker checked at every load, as the local server does (decision 054)', () => {
    expect(tomlHeaders('/sw.js')).toEqual({ 'Cache-Control': SERVICE_WORKER_CACHE })
  })

  it('forbids inline scripts and framing', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy']!
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
  })
})
