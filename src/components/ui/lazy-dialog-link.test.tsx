import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '~/lib/toast-store'
import { lazyDialog } from './lazy-dialog-link'

function Hello({ name, onClose }: { name: string; onClose: () => void }) {
  return (
    <div role="dialog" aria-label={`Hello ${name}`}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('lazyDialog', () => {
  it('is a link that prefetches on pointing and opens the dialog, with its props, on a click', async () => {
    const load = vi.fn(async () => ({ default: Hello }))
    const Link = lazyDialog<{ name: string }>(load)
    render(
      <p>
        <Link href="/legal/terms-of-use" name="Ada">
          terms
        </Link>
      </p>,
    )
    const a = screen.getByRole('link', { name: 'terms' })
    expect(a.getAttribute('href')).toBe('/legal/terms-of-use')
    expect(a.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.pointerEnter(a)
    expect(load).toHaveBeenCalled()
    expect(fireEvent.click(a)).toBe(false)
    const dialog = await screen.findByRole('dialog', { name: 'Hello Ada' })
    // Out of the paragraph: a <dialog> may not sit in a <p>.
    expect(dialog.closest('p')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lets a modified click follow the link (a new tab)', () => {
    const Link = lazyDialog(async () => ({ default: Hello as never }))
    // A fragment: jsdom does not load other documents.
    render(<Link href="#privacy">privacy</Link>)
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('follows the link when the dialog cannot load', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const Link = lazyDialog(() => Promise.reject(new Error('offline')))
    render(<Link href="/legal/terms-of-use">terms</Link>)
    await act(async () => void fireEvent.click(screen.getByRole('link')))
    expect(assign).toHaveBeenCalledWith('/legal/terms-of-use')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('without an href is a button; its dialog opens in place, and a failed load says so', async () => {
    const Button = lazyDialog<{ name: string }>(async () => ({ default: Hello }))
    render(<Button name="Kemi">Contact us</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }))
    expect(await screen.findByRole('dialog', { name: 'Hello Kemi' })).toBeTruthy()

    const Broken = lazyDialog(() => Promise.reject(new Error('offline')))
    render(<Broken>Request report</Broken>)
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Request report' })))
    expect(toastStore.get().map((t) => t.title)).toEqual(['Failed request'])
    act(() => toastStore.get().forEach((t) => toastStore.dismiss(t.id)))
  })
})
