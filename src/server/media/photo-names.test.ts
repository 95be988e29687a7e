import { describe, expect, it } from 'vitest'
import { photoFileType, variantFallbacks } from './photo-names'

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

describe('variantFallbacks', () => {
  it('looks for the same format at each larger width, then the JPEG', () => {
    expect(variantFallbacks(`${STEM}-720.avif`)).toEqual([`${STEM}-800.avif`, `${STEM}-960.avif`, `${STEM}-1280.avif`, `${STEM}.jpg`])
  })

  it('stops at the photo’s own width when it is narrower than the widest variant', () => {
    const small = '0246d5a28f11ac48-900x600-88a8d8'
    expect(variantFallbacks(`${small}-720.webp`)).toEqual([`${small}-800.webp`, `${small}-900.webp`, `${small}.jpg`])
  })

  it('has nothing for a JPEG or a name the pipeline never writes', () => {
    expect(variantFallbacks(`${STEM}.jpg`)).toEqual([])
    expect(variantFallbacks(`../${STEM}-720.avif`)).toEqual([])
  })
})
