import { describe, expect, it } from 'vitest'
import { CAROUSEL_CARD_SIZES, GALLERY_SIZES, GRID_CARD_SIZES } from './media-sizes'

/** The slot `sizes` gives at a viewport width, the way a browser picks it: the first entry whose condition holds. */
function slotAt(sizes: string, viewport: number): string {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const m = /^\((max|min)-width: (\d+)px\) (.+)$/.exec(entry)
    if (!m) return entry
    if (m[1] === 'max' ? viewport <= Number(m[2]) : viewport >= Number(m[2])) return m[3]!
  }
  throw new Error('no slot')
}

describe('photo slot sizes', () => {
  it.each([
    ['grid card', GRID_CARD_SIZES],
    ['home-row card', CAROUSEL_CARD_SIZES],
    ['gallery', GALLERY_SIZES],
  ])('%s: on a phone the slot is in px, never vw (the preload scanner takes vw of a 980 px page)', (_, sizes) => {
    for (const w of [320, 360, 375, 390, 412, 414, 430, 600, 639]) expect([w, slotAt(sizes, w)]).toEqual([w, expect.stringMatching(/^\d+px$/)])
  })

  it('never under-states a phone slot, and over-states it by at most 59 px', () => {
    for (let w = 320; w < 640; w++) {
      const over = parseInt(slotAt(GRID_CARD_SIZES, w), 10) - (w - 32)
      expect([w, over >= 0 && over <= 59]).toEqual([w, true])
    }
  })

  it('keeps the desktop slots', () => {
    expect([slotAt(GRID_CARD_SIZES, 1280), slotAt(CAROUSEL_CARD_SIZES, 1280), slotAt(GALLERY_SIZES, 1280)]).toEqual(['296px', '300px', '856px'])
  })
})
