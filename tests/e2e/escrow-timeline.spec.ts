import type { Page } from '@playwright/test'
import { STEP_LABELS } from '~/shared/transactions/escrow-steps'
import type { TransactionStep } from '~/shared/transactions/escrow-states'
import { expect, openSite, test } from './fixtures'
import { subjects } from './form-steps'
import { consoleOwner } from './console-staff-steps'
import { advanceByApi, advanceByCli, bookViewing, haven, listingInSearch, opsCli, signedInBuyer } from './trust-steps'

/**
 * Issue 11: a buyer follows a transaction as a timeline of 001 §4's escrow flow while an operator
 * moves it on through `npm run ops` and /api/v1/ops/*, against the real server, database and
 * outbox; accepts one, disputes another.
 */

const flowStep = (page: Page, step: TransactionStep) => page.getByTestId('escrow-flow').locator(`li[data-step="${step}"]`)
const lastEvent = (page: Page) => page.getByTestId('timeline-event').last()
const toast = (page: Page, text: RegExp | string) => page.getByRole('status').filter({ hasText: text })

/** The buyer's e-mail for a step: its label and the listing in the subject. */
async function expectStepMail(email: string, step: TransactionStep, title: string) {
  await expect.poll(() => subjects(email), { timeout: 10_000 }).toContain(`${STEP_LABELS[step]}: ${title}`)
}

test.describe('escrow timeline', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a buyer follows a purchase from viewing to funds released while the operator moves it on', async ({ page, request }) => {
    const { email, token } = await signedInBuyer(page, request, 'escrow-accept')
    const listing = await listingInSearch(request, 2)
    const id = await bookViewing(request, token, listing.id)

    // From /transactions to the transaction's timeline.
    await openSite(page, 'haven', '/transactions')
    await page.getByTestId('transaction-follow').first().click()
    await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`))
    await expect(page.getByTestId('transaction-timeline')).toContainText(listing.title)
    await expect(page.getByTestId('escrow-flow').locator('li')).toHaveCount(7)
    await expect(flowStep(page, 'INTEREST_SHOWN')).toHaveAttribute('data-state', 'upcoming')
    await expect(lastEvent(page)).toHaveAttribute('data-step', 'VIEWING_REQUESTED')
    await expect(page.getByText(`${haven.display_name} never asks for inspection fees or deposits outside escrow`)).toBeVisible()
    await expect(page.getByTestId('accept-transaction')).toHaveCount(0)
    await expect(page.getByTestId('dispute-transaction')).toHaveCount(0)

    // The viewing through the command line, as an operator types it.
    await advanceByCli(id, 'VIEWING_CONFIRMED')
    await advanceByCli(id, 'VIEWED', 'Thank you for coming to see it.')
    await page.reload()
    await expect(lastEvent(page)).toHaveAttribute('data-step', 'VIEWED')
    await expect(lastEvent(page)).toContainText('Thank you for coming to see it.')
    await expect(flowStep(page, 'INTEREST_SHOWN')).toHaveAttribute('data-state', 'next')
    await expectStepMail(email, 'VIEWING_CONFIRMED', listing.title)
    await expectStepMail(email, 'VIEWED', listing.title)

    // The escrow steps through the operator API; each one on the timeline and in the buyer's inbox.
    const escrowSteps: TransactionStep[] = ['INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED', 'POSSESSION_TRANSFERRED']
    for (const step of escrowSteps) {
      await advanceByApi(request, id, step)
      await page.reload()
      await expect(flowStep(page, step)).toHaveAttribute('data-state', 'done')
      await expect(lastEvent(page)).toHaveAttribute('data-step', step)
      await expectStepMail(email, step, listing.title)
      if (step === 'FUNDS_HELD') {
        // Held funds can be disputed, not yet accepted.
        await expect(page.getByTestId('dispute-transaction')).toBeVisible()
        await expect(page.getByTestId('accept-transaction')).toHaveCount(0)
      }
    }

    // Possession transferred: the buyer accepts on the platform.
    await page.getByTestId('accept-transaction').click()
    const accept = page.getByTestId('accept-dialog')
    await expect(accept).toBeVisible()
    await accept.getByLabel('Type ACCEPT to confirm').fill('ACCEPT')
    await accept.getByRole('button', { name: 'Accept and release the funds' }).click()
    await expect(accept).toHaveCount(0)
    await expect(flowStep(page, 'BUYER_ACCEPTED')).toHaveAttribute('data-state', 'done')
    await expect(page.getByTestId('accept-transaction')).toHaveCount(0)
    await expect(page.getByTestId('dispute-transaction')).toHaveCount(0)
    await expectStepMail(email, 'BUYER_ACCEPTED', listing.title)
    await expect.poll(() => subjects(haven.contact.email), { timeout: 10_000 }).toContain(`Buyer accepted: transaction #${id}, ${listing.title}`)

    // Four eyes (issue 33): the operator asks for the release from the terminal, an owner approves it in the console.
    const asked = JSON.parse(await opsCli('request-release', '--tenant', 'haven', '--transaction', String(id), '--note', 'Released to the seller less the agreed fees.')) as { id: number }
    const owner = await consoleOwner(`escrow-${test.info().project.name}`)
    const approved = await owner.api.post(`/api/v1/console/release-requests/${asked.id}/approve`)
    expect(approved.status(), await approved.text()).toBe(200)
    await page.reload()
    await expect(flowStep(page, 'FUNDS_RELEASED')).toHaveAttribute('data-state', 'done')
    await expect(page.getByTestId('escrow-flow').locator('li[data-state="done"]')).toHaveCount(7)
    await expectStepMail(email, 'FUNDS_RELEASED', listing.title)
    await openSite(page, 'haven', '/transactions')
    await expect(page.getByText('Purchase Completed').first()).toBeVisible()
  })

  test('a buyer raises a dispute while the funds are held, and the operator refunds them', async ({ page, request }) => {
    const { email, token } = await signedInBuyer(page, request, 'escrow-dispute')
    const listing = await listingInSearch(request, 3)
    const id = await bookViewing(request, token, listing.id)
    for (const step of ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD'] as const) await advanceByApi(request, id, step)

    await openSite(page, 'haven', `/transactions/${id}`)
    await expect(flowStep(page, 'FUNDS_HELD')).toHaveAttribute('data-state', 'done')
    await page.getByTestId('dispute-transaction').click()
    const dispute = page.getByTestId('dispute-dialog')
    const reason = dispute.getByRole('textbox')
    // The server's rule, in the form: a reason of at least 10 characters.
    await reason.fill('Wrong')
    await dispute.getByRole('button', { name: 'Raise dispute' }).click()
    await expect(dispute.getByText('reason must be at least 10 characters')).toBeVisible()
    await reason.fill('The boys quarters in the listing do not exist on the plot.')
    await dispute.getByRole('button', { name: 'Raise dispute' }).click()
    await expect(dispute).toHaveCount(0)
    await expect(lastEvent(page)).toHaveAttribute('data-step', 'DISPUTE_RAISED')
    await expect(lastEvent(page)).toContainText('The boys quarters in the listing do not exist on the plot.')
    await expect(page.getByTestId('dispute-transaction')).toHaveCount(0)
    await expect(toast(page, /dispute/i).first()).toBeVisible()
    await expectStepMail(email, 'DISPUTE_RAISED', listing.title)
    await expect.poll(() => subjects(haven.contact.email), { timeout: 10_000 }).toContain(`Dispute raised: transaction #${id}, ${listing.title}`)

    // The operator ends the sale: the funds go back to the buyer.
    await opsCli('resolve-dispute', '--tenant', 'haven', '--transaction', String(id), '--outcome', 'refund', '--note', 'The seller could not show the structure; your funds are returned.')
    await page.reload()
    await expect(lastEvent(page)).toHaveAttribute('data-step', 'FUNDS_RETURNED')
    await expect(page.getByTestId('accept-transaction')).toHaveCount(0)
    await expectStepMail(email, 'FUNDS_RETURNED', listing.title)
  })

  test('another buyer cannot open someone else’s transaction', async ({ page, request, browser }) => {
    const { token } = await signedInBuyer(page, request, 'escrow-owner')
    const id = await bookViewing(request, token, (await listingInSearch(request, 4)).id)
    const other = await browser.newPage()
    await signedInBuyer(other, request, 'escrow-other')
    await openSite(other, 'haven', `/transactions/${id}`)
    await expect(other.getByTestId('escrow-flow')).toHaveCount(0)
    await expect(other.getByText('Transaction not found')).toBeVisible()
    await other.close()
  })
})
