import { describe, expect, it } from 'vitest'
import { dataSaverOn, saveDataHeader } from './data-saver'
import { formatTransfer } from './format/transfer'
import { photoInfo, srcSet } from './media'

describe('data saver: the person’s choice, else the browser’s Save-Data (decision 055)', () => {
  it.each([
    ['no cookie, no Save-Data', '', false, false],
    ['no cookie, Save-Data', null, true, true],
    ['chosen on, no Save-Data', 'a=1; haven_data_saver=1', false, true],
    ['chosen off wins over Save-Data', 'haven_data_saver=0; b=2', true, false],
    ['first in the header', 'haven_data_saver=1', false, true],
    ['a look-alike name is not the choice', 'not_haven_data_saver=1', false, false],
    ['a value other than 0 or 1 is no choice', 'haven_data_saver=yes', true, true],
  ])('%s', (_, cookie, saveData, on) => {
    expect(dataSaverOn(cookie, saveData)).toBe(on)
  })

  it('reads the Save-Data header’s one token, with or without parameters', () => {
    expect(saveDataHeader('on')).toBe(true)
    expect(saveDataHeader('On; x=1')).toBe(true)
    expect(saveDataHeader('off')).toBe(false)
    expect(saveDataHeader('online')).toBe(false)
    expect(saveDataHeader(null)).toBe(false)
  })

  it('asks for the smallest variant only: one candidate where there were seven', () => {
    const info = photoInfo('/media/photos/0123456789abcdef-1600x1067-a0b1c2.jpg')!
    expect(srcSet(info, 'avif').split(', ')).toHaveLength(7)
    expect(srcSet(info, 'avif', true)).toBe('/media/photos/0123456789abcdef-1600x1067-a0b1c2-320.avif 320w')
    expect(srcSet(info, 'webp', true)).toBe('/media/photos/0123456789abcdef-1600x1067-a0b1c2-320.webp 320w')
    // A photo narrower than the smallest width has only its own.
    const small = photoInfo('/media/photos/0123456789abcdef-300x200-a0b1c2.jpg')!
    expect(srcSet(small, 'avif', true)).toBe('/media/photos/0123456789abcdef-300x200-a0b1c2-300.avif 300w')
  })

  it('says what a page cost in KB, and in MB past a thousand KB', () => {
    expect(formatTransfer(0)).toBe('0 KB')
    expect(formatTransfer(319_488)).toBe('312 KB')
    expect(formatTransfer(1_500_000)).toBe('1.4 MB')
  })
})
