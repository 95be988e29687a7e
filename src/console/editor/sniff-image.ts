/**
 * The first bytes of JPEG, PNG, WebP and HEIF/AVIF files: a file that is none of them is refused
 * before it is sent, in the pipeline's words. The server still decides by decoding it (decision 041).
 */
export async function looksLikeImage(file: Blob): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer())
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to))
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    (b[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  )
}

export const notAnImage = (name: string) => `${name}: not an image (JPEG, PNG, WebP, HEIC or AVIF expected)`
