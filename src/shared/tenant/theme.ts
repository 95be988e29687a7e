import {
  AA_TEXT,
  contrast,
  darkenUntil,
  hexToRgb,
  inkOn,
  mix,
  rgbToHex,
  WHITE,
  type Rgb,
} from './contrast'
import type { Tenant } from './tenant-schema'

export { hexToRgb }

/** The shades the stylesheet uses, derived from one brand colour so that each meets WCAG AA. */
export interface BrandPalette {
  /** Surfaces: buttons, the hero, badges (with `ink` on them). */
  base: Rgb
  /** Text on `base`: white or near-black, whichever reads better. */
  ink: Rgb
  /** Brand-coloured text and links on white and on `light`. */
  dark: Rgb
  /** Tinted backgrounds. */
  light: Rgb
}

/** The alternate sections' background (`bg-gray-50`): brand links sit on it too. */
const GREY_SECTION: Rgb = [249, 250, 251]

/** Secondary text on brand surfaces (taglines, descriptions) is the ink at 80 % opacity. */
export const MUTED_INK_OPACITY = 0.8

/** Full and muted ink both reach AA on this surface. */
const readableSurface = (c: Rgb) => contrast(mix(c, inkOn(c), MUTED_INK_OPACITY), c) >= AA_TEXT

/**
 * From any `primary_color` (decision 018): the surface shade is darkened only as far as needed for
 * its ink — even at 80 % opacity — to reach 4.5:1; the text shade until it reaches 4.5:1 on white,
 * on the tint and on the grey sections.
 */
export function brandPalette(primary: string): BrandPalette {
  const base = darkenUntil(hexToRgb(primary), readableSurface)
  const light = mix(base, WHITE, 0.9)
  const dark = darkenUntil(mix(base, [0, 0, 0], 0.2), (c) => contrast(c, light) >= AA_TEXT && contrast(c, GREY_SECTION) >= AA_TEXT)
  return { base, ink: inkOn(base), dark, light }
}

/**
 * What changed from the operator's colour, for the build's warning; null when nothing did. Two
 * things can: the surface shade (darkened for its ink), and brand-coloured text, which a colour
 * under 4.5:1 on white cannot be — the operator should know links show in another shade.
 */
export function brandAdjustment(primary: string): string | null {
  const original = hexToRgb(primary)
  const { base, ink, dark } = brandPalette(primary)
  const parts: string[] = []
  if (rgbToHex(base) !== primary.toLowerCase()) {
    const muted = (c: Rgb) => contrast(mix(c, inkOn(c), MUTED_INK_OPACITY), c).toFixed(2)
    parts.push(
      `primary_color ${primary} gives ${muted(original)}:1 for secondary text on it; buttons and surfaces use ${rgbToHex(base)} (${muted(base)}:1, ${contrast(base, ink).toFixed(2)}:1 for full text)`,
    )
  }
  const onWhite = contrast(original, WHITE)
  if (onWhite < AA_TEXT) {
    parts.push(
      `primary_color ${primary} is ${onWhite.toFixed(2)}:1 on white; brand text and links use ${rgbToHex(dark)} (${contrast(dark, WHITE).toFixed(2)}:1)`,
    )
  }
  return parts.length ? parts.join('; ') : null
}

/** CSS custom properties for the tenant's brand colour; the stylesheet is the same for every tenant. */
export function themeCssVars(tenant: Pick<Tenant, 'primary_color'>): string {
  const { base, ink, dark, light } = brandPalette(tenant.primary_color)
  const v = (c: Rgb) => c.join(' ')
  return `:root{--brand-rgb:${v(base)};--brand-dark-rgb:${v(dark)};--brand-light-rgb:${v(light)};--brand-ink-rgb:${v(ink)};--brand:${tenant.primary_color}}`
}
