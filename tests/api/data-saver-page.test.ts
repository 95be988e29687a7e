import { describe, expect, it } from 'vitest'
import { prepaintPage } from '~/app/prepaint'
import { createPageHandler } from '~/server/pages/marketplace-page'
import { fillShell } from '~/server/pages/page-head'
import { PAGE_SHELL } from '~/testing/page-shell'
import { useTestDb } from './api-test-db'

useTestDb()

/** Data saver in the page function (decision 055): painted right at once, one CDN copy per answer. */
/** The built shell's root, followed by the tenant script the painter's root pattern ends at. */
const BUILT = PAGE_SHELL.replace('<div id="root"></div>', '<div id="root"></div>\n<script type="application/json" id="haven-tenant">{}</script>')
const painted = createPageHandler({ shell: async () => BUILT, paint: prepaintPage })
const get = (headers: Record<string, string> = {}) => painted(new Request('http://localhost:8888/listings', { headers: { host: 'localhost:8888', ...headers } }))
const switchOf = (html: string) => /<button[^>]*role="switch"[^>]*>/.exec(html)?.[0] ?? ''

describe('data saver on the painted pages', () => {
  it('is painted on when the browser sends Save-Data, off otherwise; the CDN keeps one copy per answer', async () => {
    const plain = await get()
    expect(plain.headers.get('vary')).toBe('Save-Data')
    expect(plain.headers.get('netlify-vary')).toBe('header=Save-Data,cookie=haven_data_saver')
    const plainHtml = await plain.text()
    expect(plainHtml).toContain('<html lang="en-NG">')
    expect(switchOf(plainHtml)).toContain('aria-checked="false"')

    const saving = await (await get({ 'save-data': 'on' })).text()
    expect(saving).toContain('<html data-saver lang="en-NG">')
    expect(switchOf(saving)).toContain('aria-checked="true"')
  })

  it('follows the person’s cookie over the header, either way', async () => {
    const off = await (await get({ 'save-data': 'on', cookie: 'haven_data_saver=0' })).text()
    expect(off).not.toContain('data-saver lang')
    expect(switchOf(off)).toContain('aria-checked="false"')
    const on = await (await get({ cookie: 'x=1; haven_data_saver=1' })).text()
    expect(on).toContain('<html data-saver lang="en-NG">')
    expect(switchOf(on)).toContain('aria-checked="true"')
    // The next page painted without the cookie is not painted with the last one's choice.
    expect(switchOf(await (await get()).text())).toContain('aria-checked="false"')
  })

  it('preloads the smallest variant of the first photo', () => {
    const photo = '/media/photos/0123456789abcdef-1600x1067-a0b1c2.jpg'
    const head = { title: 't', description: 'd', canonical: 'https://haven.ng/listings', preloadImage: photo, preloadSizes: '100vw' }
    expect(fillShell(PAGE_SHELL, head, {})).toContain('imagesrcset="/media/photos/0123456789abcdef-1600x1067-a0b1c2-320.avif 320w, ')
    const saver = fillShell(PAGE_SHELL, { ...head, dataSaver: true }, {})
    expect(saver).toContain('imagesrcset="/media/photos/0123456789abcdef-1600x1067-a0b1c2-320.avif 320w" imagesizes="100vw"')
    expect(saver).toContain('<html data-saver lang="en-NG">')
  })
})
