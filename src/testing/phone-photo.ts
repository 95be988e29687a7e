import { join } from 'node:path'
import sharp from 'sharp'

/**
 * A real phone-sized photo of at least `bytes` (decision 057's tests): a demo photograph upscaled
 * to 4000 px, then grown with JPEG comment segments — valid JPEG, which the pipeline strips with
 * the rest of the metadata.
 */
export async function phonePhoto(bytes: number, file = 'exterior-01.jpg'): Promise<Buffer> {
  const jpeg = await sharp(join(import.meta.dirname, '../../media/photos', file)).resize({ width: 4000 }).jpeg({ quality: 98 }).toBuffer()
  const segments: Buffer[] = []
  for (let missing = bytes - jpeg.byteLength; missing > 0; missing -= 65_537) segments.push(Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(65_533, 0x20)]))
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])
}
