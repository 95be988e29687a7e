import { describe, expect, it } from 'vitest'
import { clockTime, NOTICE_ID, offlineNoticeText } from '~/lib/offline/offline-words'
import { offlinePage, titleOf, withNotice } from './offline-html'

describe('offline notice', () => {
  it('says when the copy was stored, on a 24-hour clock', () => {
    expect(clockTime(new Date(2026, 10, 27, 14, 32))).toBe('14:32')
    expect(clockTime(new Date(2026, 10, 27, 9, 5))).toBe('09:05')
    expect(offlineNoticeText(new Date(2026, 10, 27, 14, 32))).toBe('You are offline — showing what you saw at 14:32')
    expect(offlineNoticeText(null)).toBe('You are offline')
  })

  it('is written first in the body, outside the app’s root, escaped', () => {
    const html = '<html><head><title>x</title></head><body class="a"><div id="root"></div></body></html>'
    const out = withNotice(html, 'You <b>are</b> offline')
    expect(out).toContain(`<body class="a"><p id="${NOTICE_ID}" role="status"`)
    expect(out).toContain('You &#60;b&#62;are&#60;/b&#62; offline</p><div id="root">')
  })
})

describe('offline page', () => {
  it('says the page was never opened here and links what is kept', () => {
    const html = offlinePage([{ path: '/favorites', title: 'Favourite properties | Haven' }])
    expect(html).toContain('<h1 style="font-size:1.5rem;margin:0 0 12px">You are offline</h1>')
    expect(html).toContain('<a href="/favorites">Favourite properties | Haven</a>')
    expect(offlinePage([])).not.toContain('Pages you can read offline')
    // The app shell's copy of a client route is titled with the site's name: its path is shown.
    expect(offlinePage([{ path: '/saved', title: 'Haven' }], 'Haven')).toContain('<a href="/saved">/saved</a>')
  })
  it('reads a page’s title', () => {
    expect(titleOf('<head><title>Lekki &amp; Ikoyi</title>')).toBe('Lekki & Ikoyi')
  })
})
