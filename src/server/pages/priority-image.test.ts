import { describe, expect, it } from 'vitest'
import { priorityImage } from './page-head'

describe('priorityImage', () => {
  it('reads the high-priority photo and the sizes of its picture', () => {
    const html =
      '<img src="/logo.svg" alt=""/><picture class="contents"><source type="image/avif" srcSet="/a-320.avif 320w" sizes="(min-width: 640px) 50vw, calc(100vw - 32px)"/>' +
      '<img src="/media/photos/a.jpg?x=1&amp;y=2" loading="eager" fetchPriority="high" alt=""/></picture><img src="/b.jpg" loading="lazy"/>'
    expect(priorityImage(html)).toEqual({ src: '/media/photos/a.jpg?x=1&y=2', sizes: '(min-width: 640px) 50vw, calc(100vw - 32px)' })
  })

  it('a plain image has no sizes, even after another picture', () => {
    const html = '<picture><source sizes="10px"/><img src="/x.jpg"/></picture><a><img src="/t-thumbnail.jpg" loading="eager" fetchPriority="high"/></a>'
    expect(priorityImage(html)).toEqual({ src: '/t-thumbnail.jpg' })
  })

  it('nothing when no photo is marked', () => {
    expect(priorityImage('<img src="/b.jpg" loading="lazy"/>')).toBeNull()
  })
})
