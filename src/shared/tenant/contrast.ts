/** WCAG 2.2 contrast maths for the tenant's brand colour (decision 018). */
export type Rgb = readonly [number, number, number]

export const WHITE: Rgb = [255, 255, 255]
/** The near-black the UI uses for text (Tailwind gray-900). */
export const INK_DARK: Rgb = [17, 24, 39]
/** AA for normal-size text. */
export const AA_TEXT = 4.5

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export const rgbToHex = (c: Rgb) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb
}

/** WCAG relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The first shade of `color`, darkened step by step towards black, that passes `ok`. */
export function darkenUntil(color: Rgb, ok: (c: Rgb) => boolean): Rgb {
  for (let t = 0; t <= 1; t += 0.01) {
    const c = mix(color, [0, 0, 0], t)
    if (ok(c)) return c
  }
  return [0, 0, 0]
}

/** Text on a surface: whichever of white and near-black reads better. */
export const inkOn = (surface: Rgb): Rgb =>
  contrast(surface, WHITE) >= contrast(surface, INK_DARK) ? WHITE : INK_DARK
