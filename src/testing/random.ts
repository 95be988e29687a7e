/** A small seeded PRNG (mulberry32): the same seed gives the same catalogue on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** items: [value, weight] */
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      const total = items.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [value, w] of items) if ((r -= w) < 0) return value
      return items[items.length - 1]![0]
    },
  }
}
export type Random = ReturnType<typeof createRandom>

/** Stable per-entity seed: entity kind + sequence number → 32-bit seed. */
export function seedFor(kind: string, seq: number, base = 20250601): number {
  let h = base ^ 0x9e3779b9
  for (const ch of `${kind}:${seq}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h >>> 0
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
