import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './paint-first'

/** A window whose load state the test sets, with frames and timers the fake clock runs. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget()
  return Object.assign(target, {
    document: { readyState },
    requestAnimationFrame: (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  }) as unknown as Window
}

describe('afterFirstPaint (decision 059)', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  const settled = (p: Promise<void>) => {
    let done = false
    void p.then(() => (done = true))
    return () => done
  }

  it('starts the frame after the load event, not before', async () => {
    const win = fakeWindow('interactive')
    const done = settled(afterFirstPaint(win, 2500))
    await vi.advanceTimersByTimeAsync(1000)
    expect(done()).toBe(false)
    win.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(0)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(20)
    expect(done()).toBe(true)
  })

  it('starts at once (after a frame) when the page has already loaded', async () => {
    const done = settled(afterFirstPaint(fakeWindow('complete'), 2500))
    await vi.advanceTimersByTimeAsync(20)
    expect(done()).toBe(true)
  })

  it('does not wait past the limit for a slow photo, and starts once only', async () => {
    const win = fakeWindow('interactive')
    const start = vi.fn()
    void afterFirstPaint(win, 2500).then(start)
    await vi.advanceTimersByTimeAsync(2499)
    expect(start).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(20)
    expect(start).toHaveBeenCalledTimes(1)
    win.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(100)
    expect(start).toHaveBeenCalledTimes(1)
  })
})
