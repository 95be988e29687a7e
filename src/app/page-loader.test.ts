import { describe, expect, it, vi } from 'vitest'
import { createPageLoader } from './page-loader'
import type { PageModule } from './pages'

const page = (name: string): PageModule => ({ Component: Object.assign(() => null, { displayName: name }) })

describe('createPageLoader', () => {
  it('loads a page once, however many ask at the same time, and has it at once after', async () => {
    const load = vi.fn(async () => page('listings'))
    const pages = createPageLoader((id) => (id === 'listings' ? load : undefined))
    expect(pages.get('listings')).toBeUndefined()
    const [a, b] = await Promise.all([pages.preload('listings'), pages.preload('listings')])
    expect(a).toBe(b)
    expect(pages.get('listings')).toBe(a)
    await pages.preload('listings')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('has the modules it was given from the start, and nothing for a route without one', () => {
    const given = page('marketplace')
    const pages = createPageLoader(() => undefined, { marketplace: given })
    expect(pages.get('marketplace')).toBe(given)
    expect(pages.preload('compare')).toBeNull()
  })

  it('forgets a failed load, so the next visit tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page('saved'))
    const pages = createPageLoader(() => load)
    await expect(pages.preload('saved')).rejects.toThrow('offline')
    expect(pages.get('saved')).toBeUndefined()
    await expect(pages.preload('saved')).resolves.toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
