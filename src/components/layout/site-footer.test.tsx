import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '~/lib/toast-store'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows the tenant contact details, link columns, social links and copyright', () => {
    renderWithTenant(<SiteFooter />, { tenant: 'capital-keys' })
    expect(screen.getByText('22 Aminu Kano Crescent, Wuse 2, Abuja')).toBeTruthy()
    expect(screen.getByRole('link', { name: '+234 903 210 7788' }).getAttribute('href')).toBe('tel:+2349032107788')
    expect(screen.getByRole('link', { name: 'support@capitalkeys.ng' }).getAttribute('href')).toBe('mailto:support@capitalkeys.ng')

    for (const [title, first] of [['Explore', 'Buy property'], ['About', 'About us'], ['Legal', 'Terms of use']] as const) {
      const column = screen.getByRole('navigation', { name: title })
      expect(within(column).getByRole('heading', { name: title })).toBeTruthy()
      expect(within(column).getAllByRole('link')[0]!.textContent).toBe(first)
    }

    const social = screen.getByRole('list', { name: 'Social media' })
    const links = within(social).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Capital Keys Realty on Facebook',
      'Capital Keys Realty on WhatsApp',
      'Capital Keys Realty on TikTok',
    ])
    expect(links[1]!.getAttribute('href')).toBe('https://wa.me/2349032107788')
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer')

    expect(screen.getByText(`© ${new Date().getFullYear()} Capital Keys Realty. All rights reserved.`)).toBeTruthy()
  })

  it('enables Subscribe only for a valid e-mail and posts CONTACT_EMAIL with the hidden fields', () => {
    renderWithTenant(<SiteFooter />, { tenant: 'haven' })
    const input = screen.getByLabelText('Email address') as HTMLInputElement
    const submit = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement
    const form = input.form!

    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'ada@' } })
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'ada@example.ng' } })
    expect(submit.disabled).toBe(false)

    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('https://newsletter.haven.ng/subscribe')
    expect(form.getAttribute('target')).toBe('_blank')
    expect(Object.fromEntries(new FormData(form))).toEqual({ CONTACT_EMAIL: 'ada@example.ng', list: 'haven-buyers', locale: 'en' })
  })

  it('lets the native post read the field, then clears it and confirms', () => {
    vi.useFakeTimers()
    const success = vi.spyOn(toast, 'success')
    renderWithTenant(<SiteFooter />)
    const input = screen.getByLabelText('Email address') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'ada@example.ng' } })

    let posted: FormDataEntryValue | null = null
    input.form!.addEventListener('submit', (e) => {
      posted = new FormData(input.form!).get('CONTACT_EMAIL')
      expect(e.defaultPrevented).toBe(false)
    })
    fireEvent.submit(input.form!)
    expect(posted).toBe('ada@example.ng')
    expect(input.value).toBe('ada@example.ng')

    act(() => vi.runAllTimers())
    expect(input.value).toBe('')
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true)
    expect(success).toHaveBeenCalledWith('Thanks for subscribing', expect.stringContaining('ada@example.ng'))
  })
})
