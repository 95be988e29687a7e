import { describe, expect, it } from 'vitest'
import { contrast, hexToRgb, mix, rgbToHex, WHITE } from './contrast'
import { brandAdjustment, brandPalette, MUTED_INK_OPACITY } from './theme'

describe('contrast maths', () => {
  it('matches WCAG reference values', () => {
    expect(contrast(WHITE, [0, 0, 0])).toBeCloseTo(21, 5)
    expect(contrast(hexToRgb('#767676'), WHITE)).toBeCloseTo(4.54, 2)
    expect(contrast(WHITE, WHITE)).toBe(1)
  })
})

describe('brand palette', () => {
  const brands = [
    '#fde047',
    '#f97316',
    '#0b1f3a',
    '#c2410c',
    '#0b6e4f',
    '#1e3a8a',
    '#ffffff',
    '#777777',
    '#ff0000',
  ]
  it.each(brands)('%s: every shade meets AA where it is used', (hex) => {
    const p = brandPalette(hex)
    expect(contrast(p.base, p.ink)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(mix(p.base, p.ink, MUTED_INK_OPACITY), p.base)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(p.dark, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(p.dark, p.light)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps a colour that already passes and says so', () => {
    expect(rgbToHex(brandPalette('#0b1f3a').base)).toBe('#0b1f3a')
    expect(brandAdjustment('#0b1f3a')).toBeNull()
    // Pale yellow keeps its surface, with dark text on it; only its text shade darkens.
    expect(rgbToHex(brandPalette('#fde047').base)).toBe('#fde047')
    expect(brandPalette('#fde047').ink).toEqual([17, 24, 39])
  })

  it('names the text shade when the colour itself cannot be text on white', () => {
    const dark = rgbToHex(brandPalette('#fde047').dark)
    expect(brandAdjustment('#fde047')).toBe(
      `primary_color #fde047 is 1.32:1 on white; brand text and links use ${dark} (${contrast(hexToRgb(dark), WHITE).toFixed(2)}:1)`,
    )
    expect(brandAdjustment('#f97316')).toMatch(
      /^primary_color #f97316 is 2\.80:1 on white; brand text and links use #[0-9a-f]{6} /,
    )
    expect(brandAdjustment('#0b6e4f')).toBeNull()
  })

  it('darkens a mid colour that passes with neither white nor black text, and names the shade', () => {
    const p = brandPalette('#808080')
    expect(rgbToHex(p.base)).not.toBe('#808080')
    expect(brandAdjustment('#808080')).toMatch(
      /^primary_color #808080 gives \d\.\d\d:1 .* use #[0-9a-f]{6} \(\d\.\d\d:1, /,
    )
  })
})
