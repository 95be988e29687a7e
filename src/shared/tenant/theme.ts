import type { Tenant } from './tenant-schema'

type Rgb = readonly [number, number, number]

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb
}

/** WCAG relative luminance, to pick readable text on the brand colour. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** CSS custom properties for the tenant's brand colour; the stylesheet is the same for every tenant. */
export function themeCssVars(tenant: Pick<Tenant, 'primary_color'>): string {
  const base = hexToRgb(tenant.primary_color)
  const dark = mix(base, [0, 0, 0], 0.35)
  const light = mix(base, [255, 255, 255], 0.9)
  const ink: Rgb = luminance(base) > 0.45 ? [17, 24, 39] : [255, 255, 255]
  const v = (c: Rgb) => c.join(' ')
  return `:root{--brand-rgb:${v(base)};--brand-dark-rgb:${v(dark)};--brand-light-rgb:${v(light)};--brand-ink-rgb:${v(ink)};--brand:${tenant.primary_color}}`
}
