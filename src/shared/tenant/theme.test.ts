import { describe, expect, it } from 'vitest'
import { hexToRgb, themeCssVars } from './theme'

describe('theme', () => {
  it('turns the brand colour into CSS variables', () => {
    expect(hexToRgb('#0b6e4f')).toEqual([11, 110, 79])
    expect(themeCssVars({ primary_color: '#0b6e4f' })).toContain('--brand-rgb:11 110 79')
  })
  it('picks dark text on a light brand and white text on a dark one', () => {
    expect(themeCssVars({ primary_color: '#ffe066' })).toContain('--brand-ink-rgb:17 24 39')
    expect(themeCssVars({ primary_color: '#1e3a8a' })).toContain('--brand-ink-rgb:255 255 255')
  })
})
