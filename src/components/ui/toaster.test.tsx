import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast, toastStore } from '~/lib/toast-store'
import { Toaster } from './toaster'

describe('Toaster', () => {
  afterEach(() => {
    act(() => toastStore.get().forEach((t) => toastStore.dismiss(t.id)))
    vi.useRealTimers()
  })

  it('announces errors as alerts and the rest as status, each dismissible', () => {
    render(<Toaster />)
    act(() => {
      toast.success('Search Saved')
      toast.error('Error', 'Something went wrong')
    })
    expect(screen.getByRole('status').textContent).toContain('Search Saved')
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('times out after five seconds, except loading toasts, which can be updated', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    let id = 0
    act(() => {
      toast.info('Heads up')
      id = toast.loading('Saving…')
    })
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByText('Heads up')).toBeNull()
    expect(screen.getByText('Saving…')).toBeTruthy()
    act(() => toast.update(id, 'success', 'Saved'))
    expect(screen.getByRole('status').dataset.kind).toBe('success')
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.queryByText('Saved')).toBeNull()
  })
})
