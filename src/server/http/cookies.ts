/** The value of one cookie in a Cookie header, if any (oversized headers are not read). */
export function readCookie(header: string | undefined, cookieName: string): string | undefined {
  if (!header || header.length > 8192) return undefined
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === cookieName) return value.join('=') || undefined
  }
  return undefined
}
