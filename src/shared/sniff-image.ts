/**
 * The first bytes of JPEG, PNG, WebP and HEIF/AVIF files: a file that is none of them is refused
 * before it is sent (the console) or before more parts are taken (the upload's first part, decision
 * 057), in the pipeline's words. The server still decides by decoding it (decision 041).
 */
export function isImageBytes(b: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to))
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    (b[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  )
}

export const looksLikeImage = async (file: Blob) => isImageBytes(new Uint8Array(await file.slice(0, 12).arrayBuffer()))

export const notAnImage = (name: string) => `${name}: not an image (JPEG, PNG, WebP, HEIC or AVIF expected)`
