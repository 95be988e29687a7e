import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installModalDialogs } from '~/testing/modal-dialog'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { ESCROW_STEPS, EscrowExplainer, STEP_MS } from './escrow-explainer'

let restoreDialogs: () => void

function open(onClose = vi.fn()) {
  renderWithTenant(<EscrowExplainer onClose={onClose} />)
  const dialog = screen.getByRole('dialog', { name: 'How Haven protects your money' })
  return { dialog, onClose, ui: within(dialog) }
}

const stepTitle = () => screen.getByRole('heading', { level: 3 }).textContent

describe('EscrowExplainer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    restoreDialogs = installModalDialogs()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    restoreDialogs()
  })

  it('plays the six escrow steps of 001 §4 in order, then stops on the last', () => {
    const { ui } = open()
    expect(stepTitle()).toBe('You choose a home')
    for (let i = 1; i < ESCROW_STEPS.length; i++) {
      act(() => vi.advanceTimersByTime(STEP_MS))
      expect(stepTitle()).toBe(ESCROW_STEPS[i]!.title)
    }
    expect(ui.getByText(`Step 6 of 6`)).toBeTruthy()
    expect(ui.getByRole('button', { name: 'Replay' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(STEP_MS * 2))
    expect(stepTitle()).toBe('The seller is paid')
  })

  it('pauses, steps by hand and replays from the start', () => {
    const { ui } = open()
    fireEvent.click(ui.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(STEP_MS * 3))
    expect(stepTitle()).toBe('You choose a home')
    expect((ui.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(ui.getByRole('button', { name: 'Next' }))
    expect(stepTitle()).toBe('You are asked to pay')
    fireEvent.click(ui.getByRole('button', { name: 'Back' }))
    expect(stepTitle()).toBe('You choose a home')
    for (let i = 1; i < ESCROW_STEPS.length; i++) fireEvent.click(ui.getByRole('button', { name: 'Next' }))
    fireEvent.click(ui.getByRole('button', { name: 'Replay' }))
    expect(stepTitle()).toBe('You choose a home')
    expect(ui.getByRole('button', { name: 'Pause' })).toBeTruthy()
  })

  it('starts paused for visitors who ask for reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }))
    const { ui } = open()
    act(() => vi.advanceTimersByTime(STEP_MS * 2))
    expect(stepTitle()).toBe('You choose a home')
    expect(ui.getByRole('button', { name: 'Play' })).toBeTruthy()
  })

  it('closes from its button and from the backdrop', () => {
    const first = open()
    fireEvent.click(first.ui.getByRole('button', { name: 'Close' }))
    expect(first.onClose).toHaveBeenCalledOnce()

    first.dialog.setAttribute('open', '')
    fireEvent.click(first.dialog)
    expect(first.onClose).toHaveBeenCalledTimes(2)
  })

  it('keeps the page behind from scrolling while open', () => {
    const { unmount } = renderWithTenant(<EscrowExplainer onClose={vi.fn()} />)
    expect(document.documentElement.style.overflow).toBe('hidden')
    unmount()
    expect(document.documentElement.style.overflow).toBe('')
  })
})
