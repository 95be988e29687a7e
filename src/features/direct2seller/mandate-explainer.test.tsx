import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installModalDialogs } from '~/testing/modal-dialog'
import { renderWithTenant } from '~/testing/render-with-tenant'
import MandateExplainer from './mandate-explainer'
import { MANDATE_STEPS } from './mandate-steps'

let restoreDialogs: () => void
beforeEach(() => (restoreDialogs = installModalDialogs()))
afterEach(() => {
  restoreDialogs()
  vi.useRealTimers()
})

function open(onClose = vi.fn()) {
  renderWithTenant(<MandateExplainer formId="sign-up" onClose={onClose} />)
  const dialog = screen.getByRole('dialog', { name: 'How a direct mandate becomes your commission' })
  return { ui: within(dialog), onClose }
}

const title = () => screen.getByRole('heading', { level: 3 }).textContent

describe('MandateExplainer', () => {
  it('tells the six steps, from the mandate to the paid commission', () => {
    expect(MANDATE_STEPS.map((s) => s.title)).toEqual(['A seller gives us a mandate', 'You receive the listing', 'You register your buyer', 'The buyer pays into escrow', 'The sale closes', 'You are paid'])
    expect(MANDATE_STEPS[2]!.text).toContain('12 months')
    expect(MANDATE_STEPS[5]!.text).toContain('30% of the net sell-side fee')
  })

  it('steps forward and back, and jumps to a step', () => {
    const { ui } = open()
    expect(title()).toBe('A seller gives us a mandate')
    expect((ui.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(ui.getByRole('button', { name: 'Next' }))
    expect(ui.getByText('Step 2 of 6')).toBeTruthy()
    expect(title()).toBe('You receive the listing')
    fireEvent.click(ui.getByRole('button', { name: 'Back' }))
    expect(title()).toBe('A seller gives us a mandate')
    const fourth = ui.getByRole('button', { name: 'Step 4: The buyer pays into escrow' })
    fireEvent.click(fourth)
    expect(title()).toBe('The buyer pays into escrow')
    expect(fourth.getAttribute('aria-current')).toBe('step')
  })

  it('ends on ‘Sign up free’, which closes and puts the visitor in the form', () => {
    vi.useFakeTimers()
    const field = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'sign-up', innerHTML: '<input aria-label="Full name">' }))
    const { ui, onClose } = open()
    fireEvent.click(ui.getByRole('button', { name: 'Step 6: You are paid' }))
    expect(ui.queryByRole('button', { name: 'Next' })).toBeNull()
    fireEvent.click(ui.getByRole('button', { name: 'Sign up free' }))
    expect(onClose).toHaveBeenCalledOnce()
    vi.runAllTimers()
    expect(document.activeElement).toBe(field.querySelector('input'))
    field.remove()
  })

  it('closes from its button', () => {
    const { ui, onClose } = open()
    fireEvent.click(ui.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
