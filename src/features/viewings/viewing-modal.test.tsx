import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { addMonths, format, parseISO } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { announceAuthClosed } from '~/components/layout/auth-closed'
import { BookInspection } from '~/features/listings/detail/book-inspection'
import { session } from '~/lib/session'
import { toastStore } from '~/lib/toast-store'
import { fail, fakeToken, installFakeApi, ok, type FakeHandler } from '~/testing/fake-api'
import { FreshSwr } from '~/testing/fresh-swr'
import { listingDto } from '~/testing/listing-dto'
import { renderWithTenant } from '~/testing/render-with-tenant'
import { transactionDto, transactionsPage } from '~/testing/transaction-dto'
import { lagosDayKey } from '~/shared/format/lagos-time'

const BOOK = 'POST /enquiry/schedule-viewing'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const label = (key: string) => format(parseISO(key), 'EEEE d MMMM yyyy')
/** The 15th of next month (Lagos): always ahead, always within the year. */
// The 15th of next month, or the 16th when the 15th is a Sunday (no viewings then, decision 043).
const nextMonth15 = () => {
  const day = `${format(addMonths(parseISO(lagosDayKey()), 1), 'yyyy-MM')}-15`
  return parseISO(day).getDay() === 0 ? day.replace(/15$/, '16') : day
}

const toasts = () => toastStore.get().map((t) => ({ title: t.title, description: t.description }))

async function openModal(handlers: Record<string, FakeHandler> = { [BOOK]: () => ok(transactionDto(1), { message: 'Request sent' }) }) {
  const api = installFakeApi(handlers)
  act(() => session.start(fakeToken()))
  renderWithTenant(<BookInspection listing={listingDto()} />, { wrapper: FreshSwr })
  fireEvent.click(screen.getByRole('button', { name: 'Book an inspection' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Book a viewing' }))
  return { api, dialog }
}

type Dialog = Awaited<ReturnType<typeof openModal>>['dialog']
const submit = (d: Dialog) => d.getByRole('button', { name: /^(Book viewing|Sending\.\.\.)$/ }) as HTMLButtonElement
const pick = (d: Dialog, key: string) => {
  if (!key.startsWith(lagosDayKey().slice(0, 7))) fireEvent.click(d.getByRole('button', { name: 'Next month' }))
  fireEvent.click(d.getByRole('button', { name: label(key) }))
}
const choose = (d: Dialog, name: string, value: string) => fireEvent.change(d.getByLabelText(name), { target: { value } })

afterEach(() => {
  act(() => session.end())
  for (const t of toastStore.get()) toastStore.dismiss(t.id)
})

describe('the viewing booking modal', () => {
  it('is for myself by default, with name and e-mail from the profile; Trusted person asks for theirs', async () => {
    const { dialog } = await openModal()
    expect((dialog.getByRole('radio', { name: 'Myself' }) as HTMLInputElement).checked).toBe(true)
    expect(dialog.getByText('Ada Obi')).toBeTruthy()
    expect(dialog.getByText('ada@example.com')).toBeTruthy()
    expect(dialog.queryByLabelText('First name')).toBeNull()
    expect((dialog.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+2348031234567')
    expect((dialog.getByRole('radio', { name: 'Physical inspection' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(dialog.getByRole('radio', { name: 'Trusted person' }))
    for (const name of ['First name', 'Last name', 'Email']) expect(dialog.getByLabelText(name)).toBeTruthy()
    expect(dialog.queryByText('ada@example.com')).toBeNull()
    fireEvent.click(dialog.getByRole('radio', { name: 'Myself' }))
    expect(dialog.queryByLabelText('First name')).toBeNull()
  })

  it('disables past days and moves between days and months with the keyboard', async () => {
    const { dialog } = await openModal()
    const today = lagosDayKey()
    const days = dialog.getAllByRole('button', { name: /^\w+day \d{1,2} \w+ \d{4}$/ }) as HTMLButtonElement[]
    for (const d of days) expect(d.disabled).toBe(d.dataset.day! < today)
    expect((dialog.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true)

    const start = dialog.getByRole('button', { name: label(today) })
    expect(start.tabIndex).toBe(0)
    start.focus()
    fireEvent.keyDown(start, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(start)
    fireEvent.keyDown(start, { key: 'ArrowDown' })
    const week = format(parseISO(today).getTime() + 7 * 86_400_000, 'yyyy-MM-dd')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(label(week)))
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' })
    const month = format(addMonths(parseISO(week), 1), 'yyyy-MM-dd')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe(label(month)))
    expect(dialog.getByRole('heading', { name: format(parseISO(month), 'MMMM yyyy') })).toBeTruthy()
    fireEvent.click(document.activeElement!)
    expect(dialog.getByText(`Chosen: ${label(month)}`)).toBeTruthy()
    expect(dialog.getByRole('button', { name: label(month) }).closest('td')!.getAttribute('aria-selected')).toBe('true')
  })

  it('says Completion Date is required until a day is chosen, and sends myself without names', async () => {
    const { api, dialog } = await openModal()
    expect(submit(dialog).disabled).toBe(true)
    expect(dialog.queryByText('Completion Date is required')).toBeNull()
    choose(dialog, 'Time (Lagos)', '09:00')
    expect(dialog.getByText('Completion Date is required')).toBeTruthy()
    expect(submit(dialog).disabled).toBe(true)

    const day = nextMonth15()
    pick(dialog, day)
    expect(dialog.queryByText('Completion Date is required')).toBeNull()
    expect(submit(dialog).disabled).toBe(false)
    fireEvent.click(submit(dialog))
    await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(1))
    expect(api.callsTo(BOOK)[0]!.body).toEqual({
      viewing_type: 'MYSELF',
      phone_number: '+2348031234567',
      inspection_type: 'PHYSICAL_INSPECTION',
      date: `${day}T09:00`,
      listing_id: 455,
      listing_url: window.location.href,
    })
  })

  it('books for a trusted person: the Lagos date, one Idempotency-Key, Request sent, closed', async () => {
    let release = () => {}
    const { api, dialog } = await openModal({ [BOOK]: () => new Promise((r) => (release = () => r(ok(transactionDto(1), { message: 'Request sent' })))) })
    fireEvent.click(dialog.getByRole('radio', { name: 'Trusted person' }))
    fireEvent.change(dialog.getByLabelText('First name'), { target: { value: ' Bola ' } })
    fireEvent.change(dialog.getByLabelText('Last name'), { target: { value: 'Ade' } })
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'Bola@Example.com' } })
    fireEvent.change(dialog.getByLabelText('Phone number'), { target: { value: '0809 111 2222' } })
    fireEvent.click(dialog.getByRole('radio', { name: 'Video tour' }))
    const day = nextMonth15()
    pick(dialog, day)
    // Only the slots a viewing can take are offered (decision 043): no 11:30 PM any more.
    expect(within(dialog.getByLabelText('Time (Lagos)')).queryByRole('option', { name: '11:30 PM' })).toBeNull()
    expect(within(dialog.getByLabelText('Time (Lagos)')).getAllByRole('option').map((o) => o.textContent)).toHaveLength(16)
    choose(dialog, 'Time (Lagos)', '16:30')
    fireEvent.click(submit(dialog))
    fireEvent.click(submit(dialog))
    await waitFor(() => expect(submit(dialog).textContent).toBe('Sending...'))
    release()
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Request sent', description: 'We will confirm your viewing by e-mail.' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const [call, ...more] = api.callsTo(BOOK)
    expect(more).toEqual([])
    expect(call!.body).toEqual({
      viewing_type: 'TRUSTED_PERSON',
      phone_number: '+2348091112222',
      inspection_type: 'VIDEO_TOUR',
      date: `${day}T16:30`,
      listing_id: 455,
      listing_url: window.location.href,
      first_name: 'Bola',
      last_name: 'Ade',
      email: 'bola@example.com',
    })
    expect(call!.headers['Idempotency-Key']).toMatch(UUID)
  })

  it('says Request failed when the booking fails, stays open, and a retry is the same booking', async () => {
    const { api, dialog } = await openModal({ [BOOK]: () => fail(500, 'Database unavailable') })
    pick(dialog, nextMonth15())
    fireEvent.click(submit(dialog))
    await waitFor(() => expect(toasts()).toContainEqual({ title: 'Request failed', description: 'Unable to send request at the moment' }))
    expect(toasts().some((t) => t.title === 'Request sent')).toBe(false)
    expect(screen.getByRole('dialog', { name: 'Book a viewing' })).toBeTruthy()
    await waitFor(() => expect(submit(dialog).disabled).toBe(false))
    fireEvent.click(submit(dialog))
    await waitFor(() => expect(api.callsTo(BOOK)).toHaveLength(2))
    const [first, second] = api.callsTo(BOOK).map((c) => c.headers['Idempotency-Key'])
    expect(second).toBe(first)
  })

  it('shows a visitor Let’s Get You In, and opens the form once they have signed in from it', async () => {
    const api = installFakeApi({})
    renderWithTenant(<BookInspection listing={listingDto()} />, { wrapper: FreshSwr })
    fireEvent.click(screen.getByRole('button', { name: 'Book an inspection' }))
    const notice = await screen.findByRole('dialog', { name: 'Let’s Get You In' })
    expect(screen.queryByRole('dialog', { name: 'Book a viewing' })).toBeNull()
    expect(api.calls).toHaveLength(0)

    fireEvent.click(within(notice).getByRole('button', { name: 'Log in' }))
    // What the auth modal does on success: keeps the token, then says it has closed.
    act(() => session.start(fakeToken()))
    act(() => announceAuthClosed())
    expect(await screen.findByRole('dialog', { name: 'Book a viewing' })).toBeTruthy()
  })

  it('shows a buyer their booked inspection on the listing, with a link to it, instead of Book an inspection', async () => {
    const api = installFakeApi({ 'GET /enquiry/schedule-viewing': () => ok(transactionsPage([transactionDto(31)])) })
    act(() => session.start(fakeToken()))
    renderWithTenant(<BookInspection listing={listingDto()} />, { wrapper: FreshSwr })
    expect(await screen.findByText('You have an inspection booked on Mon 30 Nov 2026, 10:30 AM (Lagos)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your inspection' }).getAttribute('href')).toBe('/transactions/31')
    expect(screen.queryByRole('button', { name: 'Book an inspection' })).toBeNull()
    expect(api.calls[0]!.query.get('listing_id')).toBe(String(listingDto().id))
  })
})
