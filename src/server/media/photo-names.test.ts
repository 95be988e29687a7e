import { describe, expect, it } from 'vitest'
import { photoFileType } from './photo-names'

const STEM = '0246d5a28f11ac48-2000x1677-88a8d8'

describe('photoFileType', () => {
  it.each([
    [`${STEM}.jpg`, 'image/jpeg'],
    [`${STEM}-thumbnail.jpg`, 'image/jpeg'],
    [`${STEM}-320.avif`, 'image/avif'],
    [`${STEM}-1280.webp`, 'image/webp'],
  ])('%s is a %s', (name, type) => {
    expect(photoFileType(name)).toBe(type)
  })

  it.each([
    ['the pipeline’s record', '0246d5a28f11ac48.v2.json'],
    ['a parent folder', `../${STEM}.jpg`],
    ['an encoded slash', `..%2F${STEM}.jpg`],
    ['a sub-folder', `x/${STEM}.jpg`],
    ['a hash prefix alone', '0246d5a28f11ac48'],
    ['a short hash', `0246d5a28f11ac4-2000x1677-88a8d8.jpg`],
    ['upper-case hex', `0246D5A28F11AC48-2000x1677-88a8d8.jpg`],
    ['another extension', `${STEM}.png`],
    ['a variant as JPEG', `${STEM}-320.jpg`],
    ['a zero width', `${STEM}-0320.avif`],
    ['a trailing character', `${STEM}.jpg~`],
    ['a query left in', `${STEM}.jpg?x=1`],
    ['a newline', `${STEM}.jpg\n`],
    ['nothing', ''],
  ])('refuses %s', (_, name) => {
    expect(photoFileType(name)).toBeNull()
  })
})
