/** Encodings the local server can send, best first. */
export type Encoding = 'br' | 'gzip'

/**
 * The encodings an Accept-Encoding header allows, in our order of preference (br, then gzip).
 * q=0 refuses one; `*` allows any not named; no header means identity only (RFC 9110 §12.5.3).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name, Number.isFinite(value) ? value : 0)
  }
  const allowed = (name: Encoding) =>
    (q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0) > 0
  return (['br', 'gzip'] as const).filter(allowed)
}

export const FILE_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
