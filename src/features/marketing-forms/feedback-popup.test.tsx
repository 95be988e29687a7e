import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fail, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { answering, enabled, fill, fillIn, setUpMarketingFormTests, toasts, TOO_MANY } from '~/testing/marketing-forms'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { FEEDBACK_DONE_KEY } from './feedback-flag'
import { FeedbackPopup } from './feedback-popup'

const QUESTION = 'Which best describes you?'
const SELLER_THANKS = 'Thank you for your feedback. We will contact you soon.'

// A 2,000 px page in an 800 px window: 60% of the scroll is 720 px down.
beforeEach(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true, writable: true })
  // jsdom would try to navigate on a link's click; the page under test stays.
  window.addEventListener('click', preventNavigation, true)
})
setUpMarketingFormTests()
afterEach(() => {
  window.removeEventListener('click', preventNavigation, true)
  window.localStorage.clear()
  // A sent form closes the pop-up for the rest of the visit (decision 044): each test is a new visit.
  window.sessionStorage.clear()
  window.scrollY = 0
})
const preventNavigation = (e: MouseEvent) => (e.target as Element).closest('a') && e.preventDefault()

function scrollTo(y: number) {
  window.scrollY = y
  fireEvent.scroll(window)
}

async function openPopup() {
  const view = renderWithTenant(<FeedbackPopup />)
  scrollTo(720)
  await screen.findByRole('dialog', { name: QUESTION })
  return view
}

const choose = (label: string) => fireEvent.click(screen.getByLabelText(label))
const done = () => window.localStorage.getItem(FEEDBACK_DONE_KEY)

async function fillContact() {
  fillIn({ 'First name': 'Kemi', 'Last name': 'Adeyemi', 'Email address': 'kemi@example.com', 'Phone number': '08031234567' })
}

const answered: FakeHandler = (req) => ({ status: 201, ...ok({ id: 1 }, { message: (req.body as { selected_option: string }).selected_option === 'seller' ? SELLER_THANKS : 'Thank you for your feedback.' }) })

describe('FeedbackPopup', () => {
  it('appears once the visitor has scrolled 60% of the page, and says so politely', async () => {
    renderWithTenant(<FeedbackPopup />)
    scrollTo(700)
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
    scrollTo(720)
    const card = await screen.findByRole('dialog', { name: QUESTION })
    expect(card.getAttribute('aria-modal')).toBe('false')
    expect(screen.getByRole('status').textContent).toContain(QUESTION.toLowerCase())
    // It takes no focus: the visitor may be typing elsewhere.
    expect(document.activeElement).toBe(document.body)
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['buyer', 'agent', 'seller', 'exploring'])
  })

  it('appears at once for a visitor who scrolled past 60% before the page’s code arrived', async () => {
    window.scrollY = 900
    renderWithTenant(<FeedbackPopup />)
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy()
  })

  it('shows once per page view: closed, it stays closed however far one scrolls', async () => {
    await openPopup()
    fireEvent.click(screen.getByRole('button', { name: 'Close feedback' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    scrollTo(100)
    scrollTo(1200)
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    // Closing is not answering: the next page may ask again.
    expect(done()).toBeNull()
  })

  it('closes on Escape from inside it', async () => {
    await openPopup()
    choose('I want to buy a property')
    fireEvent.keyDown(screen.getByLabelText('I want to buy a property'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never shows again once answered (the flag kept in this browser)', async () => {
    window.localStorage.setItem(FEEDBACK_DONE_KEY, '1')
    renderWithTenant(<FeedbackPopup />)
    scrollTo(1200)
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('buyer: the marketplace in a new tab; following it counts as an answer', async () => {
    const { tenant } = await openPopup()
    choose('I want to buy a property')
    const link = screen.getByRole('link', { name: /Browse pre-vetted properties/ })
    expect(link.getAttribute('href')).toBe(tenant.external.marketplace)
    expect(link.getAttribute('target')).toBe('_blank')
    fireEvent.click(link)
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    expect(screen.getByText('Thank you for your feedback.', { selector: 'section p' })).toBeTruthy()
    expect(done()).toBe('1')
  })

  it('agent: the referral programme; following it counts as an answer', async () => {
    await openPopup()
    choose('I am a real estate agent')
    const link = screen.getByRole('link', { name: 'See the referral program' })
    expect(link.getAttribute('href')).toBe('/referral-program')
    fireEvent.click(link)
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    expect(done()).toBe('1')
  })

  it('seller: a contact form with the property type; sent, it thanks and never asks again', async () => {
    const api = installFakeApi({ 'POST /api/feedback': answered })
    await openPopup()
    choose('I want to sell a property')
    fillIn({ 'First name': 'K', 'Email address': 'kemi@', 'Phone number': '0803' })
    await waitFor(() => expect(screen.getByText('Invalid phone number')).toBeTruthy())
    expect(screen.getByText('First name must be 2 or more characters long')).toBeTruthy()
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    await fillContact()
    // The shared schema checks the property type once the other fields are well formed (decision 031).
    fill('Property type', 'a')
    await waitFor(() => expect(screen.getByText('Property type is required')).toBeTruthy())
    fill('Property type', '4-bedroom terrace')
    await enabled('Send')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(toasts()).toEqual([`Feedback submitted!: ${SELLER_THANKS}`])
    expect(screen.getByText(SELLER_THANKS, { selector: 'section p' })).toBeTruthy()
    const [call] = api.callsTo('POST /api/feedback')
    expect(call!.body).toEqual({ first_name: 'Kemi', last_name: 'Adeyemi', phone: '+2348031234567', email: 'kemi@example.com', property_type: '4-bedroom terrace', selected_option: 'seller' })
    expect(call!.headers['Idempotency-Key']).toBeTruthy()
    expect(done()).toBe('1')
  })

  it('exploring: the same form without the property type, keeping what was typed as a seller', async () => {
    const api = installFakeApi({ 'POST /api/feedback': answered })
    await openPopup()
    choose('I want to sell a property')
    fill('First name', 'Kemi')
    choose('I am just exploring')
    expect(screen.queryByLabelText('Property type')).toBeNull()
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Kemi')
    await fillContact()
    await enabled('Send')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('heading', { name: 'Thank you!' })
    expect(toasts()).toEqual(['Feedback submitted!: Thank you for your feedback.'])
    expect(api.callsTo('POST /api/feedback')[0]!.body).toEqual({ first_name: 'Kemi', last_name: 'Adeyemi', phone: '+2348031234567', email: 'kemi@example.com', selected_option: 'exploring' })
  })

  it.each([
    ['the server’s message', fail(429, TOO_MANY), TOO_MANY],
    ['its own words when no answer came', null, 'Unable to submit feedback.'],
  ])('a failure says %s and leaves the pop-up to try again', async (_, answer, text) => {
    installFakeApi({ 'POST /api/feedback': answering(answer) })
    await openPopup()
    choose('I am just exploring')
    await fillContact()
    await enabled('Send')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(toasts()).toEqual([`Submission failed: ${text}`]))
    expect(screen.getByRole('heading', { name: QUESTION })).toBeTruthy()
    expect(done()).toBeNull()
  })
})
