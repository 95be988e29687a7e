import type { Page } from '@playwright/test'
import { expect, openSite, test, scrollUntil } from './fixtures'
import { mailsTo } from './form-steps'
import { advanceByApi, bookViewing, haven, listingInSearch, opsCli, signedInBuyer } from './trust-steps'

/**
 * Issue 23 items 3, 7 and 13 as a buyer meets them, at 390 and 1280 px (decision 043): the payment
 * step shows what to pay, where and by when; accepting names the property and the amount and waits
 * for a typed ACCEPT; a booked viewing shows on its listing; times are viewing slots; the copy and
 * the seed say only what is true.
 */

const API = `http://localhost:${process.env.E2E_PORT ?? 8899}/api/v1`
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/paper-cuts/${name}-${page.viewportSize()!.width}.png`, fullPage: true })
/** Quoted-printable decoded, so the e-mail reads as the buyer sees it. */
const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')

test.describe('a buyer’s first real visit', () => {
  test.describe.configure({ timeout: 120_000 })

  test('the payment step shows the escrow instruction, in the page and the e-mail; accepting waits for a typed ACCEPT', async ({ page, request }) => {
    const { email, token } = await signedInBuyer(page, request, 'paper-cuts-pay')
    const listing = await listingInSearch(request, 5)
    const id = await bookViewing(request, token, listing.id)
    for (const step of ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN']) await advanceByApi(request, id, step)
    // The operator records the instruction with the step, from the command line.
    await opsCli(
      'advance', '--tenant', 'haven', '--transaction', String(id), '--step', 'PAYMENT_REQUESTED',
      '--partner', 'Harbour Trust Escrow Ltd', '--account-name', 'Harbour Trust Escrow – Client Funds',
      '--account-number', '2034567891', '--bank', 'Demo Bank Plc', '--amount', '120000000',
      '--reference', 'esc-2311', '--deadline', '2030-01-15T17:00:00+01:00',
    )

    await openSite(page, 'haven', `/transactions/${id}`)
    const pay = page.getByRole('region', { name: 'How to pay into escrow' })
    await expect(pay).toBeVisible()
    for (const text of ['Harbour Trust Escrow – Client Funds', '2034567891', 'Demo Bank Plc', '₦120,000,000', 'ESC-2311', 'Tue 15 Jan 2030, 5:00 PM'])
      await expect(pay.getByText(text, { exact: false }).first()).toBeVisible()
    await expect(pay).toContainText('Harbour Trust Escrow Ltd')
    await shot(page, 'payment-requested')

    await expect.poll(() => mailsTo(email).map(qp).find((m) => m.includes('Subject: Payment requested')) ?? '', { timeout: 10_000 }).toContain('Account number: 2034567891')
    const mail = qp(mailsTo(email).find((m) => qp(m).includes('Subject: Payment requested'))!)
    for (const text of ['Harbour Trust Escrow Ltd', '₦120,000,000', 'Demo Bank Plc', 'ESC-2311', 'Tuesday 15 January 2030 at 5:00 PM (Lagos time)']) expect(mail).toContain(text)

    for (const step of ['FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED']) await advanceByApi(request, id, step)
    await page.reload()
    await page.getByRole('button', { name: 'Accept the property' }).click()
    const accept = page.getByRole('dialog', { name: 'Accept the property' })
    await expect(accept).toContainText(listing.title)
    await expect(accept).toContainText('Held in escrow by Harbour Trust Escrow Ltd')
    await expect(accept).toContainText('releases ₦120,000,000 to the seller')
    await shot(page, 'accept-dialog')
    await accept.getByRole('button', { name: 'Accept and release the funds' }).click()
    await expect(accept.getByText('Type ACCEPT to confirm the release of your funds')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Accept the property' })).toBeAttached()
    await accept.getByLabel('Type ACCEPT to confirm').fill('accept')
    await accept.getByRole('button', { name: 'Accept and release the funds' }).click()
    await expect(accept).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Your money is held in escrow, ready for release' })).toBeVisible()

    // The server itself refuses a release without the confirmation.
    const bare = await request.post(`${API}/enquiry/schedule-viewing/${id}/accept`, { headers: { 'x-tenant-id': haven.domain, authorization: `Bearer ${token}` }, data: {} })
    expect([bare.status(), ((await bare.json()) as { data: { field: string } }).data.field]).toEqual([400, 'confirm'])
  })

  test('a booked viewing shows on its listing, with a link to it; times are 30-minute slots', async ({ page, request }) => {
    const { token } = await signedInBuyer(page, request, 'paper-cuts-viewing')
    const listing = await listingInSearch(request, 6)
    const id = await bookViewing(request, token, listing.id)

    await openSite(page, 'haven', `/listings/${listing.id}/${listing.slug}`)
    // The price card is in the page once per layout; the one on screen is what the buyer reads.
    await expect(page.getByText(/^You have an inspection booked on .+ 11:00 AM \(Lagos\)$/).locator('visible=true')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Book an inspection' })).toHaveCount(0)
    await shot(page, 'listing-booked')
    await page.getByRole('link', { name: 'See your inspection' }).locator('visible=true').click()
    await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`))

    // Another listing: the booking modal offers the slots a viewing can take, and no other minute.
    const other = await listingInSearch(request, 7)
    await openSite(page, 'haven', `/listings/${other.id}/${other.slug}`)
    await page.getByRole('button', { name: 'Book an inspection' }).locator('visible=true').click()
    const time = page.getByRole('dialog', { name: 'Book a viewing' }).getByLabel('Time (Lagos)')
    await expect(time).toBeVisible()
    const options = await time.locator('option').allTextContents()
    expect(options).toHaveLength(16)
    expect([options[0], options.at(-1)]).toEqual(['9:00 AM', '4:30 PM'])
    expect(options.every((o) => /:(00|30) (AM|PM)$/.test(o))).toBe(true)

    // And the server refuses a time that is not a slot, naming the field.
    const late = await request.post(`${API}/enquiry/schedule-viewing`, {
      headers: { 'x-tenant-id': haven.domain, authorization: `Bearer ${token}` },
      data: { viewing_type: 'MYSELF', phone_number: '08031234567', inspection_type: 'PHYSICAL_INSPECTION', date: `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T23:56`, listing_id: other.id },
    })
    const body = (await late.json()) as { message: string; data: { field: string } }
    expect([late.status(), body.data.field]).toEqual([400, 'date'])
    expect(body.message).toMatch(/^Choose a viewing time from 9:00 AM to 4:30 PM/)
  })

  test('a Capital Keys visitor reads Capital Keys property ids', async ({ page, request }) => {
    const listing = await listingInSearch(request, 1)
    await openSite(page, 'capital-keys', `/listings/${listing.id}/${listing.slug}`)
    const facts = page.getByText(/^(HVN|CKR)-\d{7}$/).locator('visible=true')
    await expect(facts.first()).toHaveText(/^CKR-\d{7}$/)
    await expect(page.getByText(/^HVN-\d{7}$/).locator('visible=true')).toHaveCount(0)
  })

  test('Capital Keys, which promises Abuja homes, offers Abuja areas to find them by', async ({ page }) => {
    await openSite(page, 'capital-keys', '/marketplace')
    const areas = page.getByRole('region', { name: 'Find a Property by Location' })
    await scrollUntil(page, areas)
    await expect(areas.getByRole('heading', { name: 'Maitama' })).toBeVisible()
    await areas.getByRole('link', { name: 'Houses in Asokoro' }).click()
    await expect(page).toHaveURL(/area_id=62/)
  })

  test('the copy claims only what the records show, and every card has its thumbnail', async ({ page }) => {
    const missing: string[] = []
    page.on('response', (res) => {
      if (res.url().includes('-thumbnail') && res.status() >= 400) missing.push(res.url())
    })
    await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed')
    await expect(page.getByRole('heading', { name: 'Here are your properties' })).toBeVisible()
    await page.mouse.wheel(0, 4000)
    await page.waitForLoadState('networkidle')
    expect(missing).toEqual([])
    await shot(page, 'listings')

    await openSite(page, 'haven', '/marketplace')
    await expect(page.getByText('Every listing is checked before it goes live')).toHaveCount(0)
    await expect(page.getByText('Every listing shows which checks it has passed')).toBeVisible()
  })
})
