import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isDataSaverOn } from '~/lib/data-saver'
import { DataSaverSwitch } from './data-saver-switch'

// jsdom has no resource timing: the cost line's own module is stood in for.
vi.mock('~/lib/page-cost', () => ({ watchCost: (report: (text: string) => void) => (report('This page: 312 KB'), () => {}) }))

const forget = () => (document.cookie = 'haven_data_saver=; max-age=0; path=/')
const connection = (saveData: boolean) => Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true })

describe('the footer’s data saver switch (decision 055)', () => {
  afterEach(() => {
    forget()
    connection(false)
  })

  it('is a switch that remembers the person’s choice in its cookie and says what the page cost', async () => {
    render(<DataSaverSwitch />)
    const toggle = screen.getByRole('switch', { name: 'Data saver' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(toggle).toHaveProperty('type', 'button')
    expect(screen.getByText('Smallest photos, nothing loaded ahead').id).toBe(toggle.getAttribute('aria-describedby'))

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(document.cookie).toContain('haven_data_saver=1')
    expect(isDataSaverOn()).toBe(true)
    expect((await screen.findByText('This page: 312 KB')).id).toBe('data-saver-note')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(document.cookie).toContain('haven_data_saver=0')
    expect(isDataSaverOn()).toBe(false)
  })

  it('is on by itself when the browser saves data, and an explicit off wins', () => {
    connection(true)
    render(<DataSaverSwitch />)
    const toggle = screen.getByRole('switch', { name: 'Data saver' })
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(isDataSaverOn()).toBe(false)
  })
})
