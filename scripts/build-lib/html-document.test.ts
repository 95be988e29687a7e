import { describe, expect, it } from 'vitest'
import { loadTenants } from '~/server/tenants/load-tenants'
import { documentTitle, inlineJson, renderDocument } from './html-document'

const tenant = loadTenants('tenants').find((t) => t.slug === 'capital-keys')!
const assets = {
  script: '/assets/static-x.js',
  preloads: ['/assets/react-y.js'],
  css: ['/assets/pages-z.css'],
}
/** With a full stylesheet to load after the critical CSS (what the build passes). */
const withFull = {
  ...assets,
  css: [],
  stylesheet: { href: '/assets/full-w.css', text: 'p{margin:0}' },
}

describe('renderDocument', () => {
  const html = renderDocument({
    tenant,
    path: '/legal/terms-of-use',
    title: 'Terms of Service | Capital Keys Realty',
    bodyHtml: '<p>x</p>',
    assets,
    routeId: 'terms-of-use',
    prerendered: true,
  })

  it('inlines title, description, canonical and Open Graph for the tenant', () => {
    expect(html).toContain('<title>Terms of Service | Capital Keys Realty</title>')
    expect(html).toContain(`<meta name="description" content="${tenant.description}">`)
    expect(html).toContain(
      '<link rel="canonical" href="https://capitalkeys.ng/legal/terms-of-use">',
    )
    expect(html).toContain('<meta property="og:site_name" content="Capital Keys Realty">')
    expect(html).toContain(
      '<meta property="og:image" content="https://capitalkeys.ng/tenants/capital-keys/logo.svg">',
    )
  })

  it('inlines the theme as CSS variables and the brand as JSON, with no executable inline script', () => {
    expect(html).toContain('--brand:#c2410c')
    expect(html).toContain('<script type="application/json" id="haven-tenant">')
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g),
    ]
    expect(inlineScripts).toEqual([])
  })

  it('loads the hydration code at low priority and the full stylesheet without blocking paint', () => {
    expect(html).toContain(
      '<script type="module" src="/assets/static-x.js" fetchpriority="low"></script>',
    )
    expect(html).not.toContain('modulepreload')
    const page = renderDocument({
      tenant,
      path: '/',
      title: 'Home',
      bodyHtml: '<p>x</p>',
      assets: withFull,
      routeId: 'home',
      prerendered: true,
    })
    expect(page).toContain(
      '<link rel="stylesheet" href="/assets/full-w.css" media="print" id="haven-full-css">',
    )
    expect(page).toContain('<noscript><link rel="stylesheet" href="/assets/full-w.css"></noscript>')
  })

  it('preloads the app shell, whose content JavaScript renders', () => {
    const shell = renderDocument({
      tenant,
      path: '/listings',
      title: 'Listings',
      bodyHtml: '',
      assets: withFull,
      routeId: 'listings',
      prerendered: false,
    })
    expect(shell).toContain('<script type="module" src="/assets/static-x.js"></script>')
    // With a boot script, the shell names it for the page function's painted pages (decision 059).
    const booted = renderDocument({ tenant, path: '/listings', title: 'Listings', bodyHtml: '', assets: { ...withFull, boot: '/assets/painted-z.js' }, routeId: 'listings', prerendered: false })
    expect(booted).toContain('<script type="module" src="/assets/static-x.js" data-boot="/assets/painted-z.js"></script>')
    expect(shell).toContain('<link rel="modulepreload" href="/assets/react-y.js">')
    // The whole stylesheet, in the head: no critical CSS sent beside it (decision 058).
    expect(shell).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">\n<link rel="stylesheet" href="/assets/full-w.css">\n')
    expect(shell).not.toContain('<style>')
    expect(shell.match(/full-w\.css/g)).toHaveLength(1)
  })
})

describe('helpers', () => {
  it('keeps </script> out of inlined JSON', () => {
    expect(inlineJson({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
  it('titles the home page with the tagline and others with the brand', () => {
    expect(documentTitle('x', tenant, true)).toBe(`Capital Keys Realty — ${tenant.tagline}`)
    expect(documentTitle('Legal', tenant, false)).toBe('Legal | Capital Keys Realty')
  })
})
