/** The -thumbnail variant of an image (000 §7): same name, suffix before the extension. */
export function thumbnailUrl(url: string): string {
  return url.replace(/(\.[a-z0-9]+)$/i, '-thumbnail$1')
}
