import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredSection } from './deferred-section'

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0)
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  )
}

/** A loader that waits until `release` is called. */
function gated() {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  const load = vi.fn(() => gate.then(() => Counter))
  return { load, release }
}

describe('deferredSection (decision 052)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('keeps the painted HTML until the section is used, then hydrates that very markup', async () => {
    class Never {
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Never)
    const { load, release } = gated()
    const Section = deferredSection(load)
    // What the page function paints: the same tree with the section's code at hand.
    const painted = renderToString(
      <div>
        <Suspense fallback={null}>
          <Counter label="Taps" />
        </Suspense>
      </div>,
    )
    const root = document.createElement('div')
    root.innerHTML = painted
    document.body.append(root)
    const button = root.querySelector('button')!
    const errors: unknown[] = []
    await act(async () => void hydrateRoot(root, <Section label="Taps" />, { onRecoverableError: (e) => void errors.push(e) }))
    // The hydration's effects (the section's triggers) run after its commit.
    await act(() => new Promise((r) => setTimeout(r, 0)))
    expect(load).not.toHaveBeenCalled()
    expect(root.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('Taps 0')

    await act(async () => void button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => release())
    fireEvent.click(button)
    expect(root.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('Taps 1')
    expect(errors).toEqual([])
  })

  it('rendered by the app, fetches its code at once', async () => {
    const { load, release } = gated()
    const Section = deferredSection(load)
    await act(async () => void render(<Section label="Taps" />))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button')).toBeNull()
    await act(async () => release())
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBeTruthy()
  })
})
