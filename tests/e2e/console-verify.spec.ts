import type { Locator, Page } from '@playwright/test'
import { mailsTo } from './account-steps'
import { seriousViolations } from './axe'
import { consoleOwner, invitedStaff, signInOnPage } from './console-staff-steps'
import { expect, siteUrl, test } from './fixtures'
import { advanceByApi, bookViewing, listingInSearch, signedInBuyer } from './trust-steps'

/**
 * Issue 24 (decision 049), as staff of Haven: a verifier records a title search with its document
 * and the buyer sees the tier rise; the same document on a second listing is flagged before the
 * save. An escrow officer moves a transaction to release; a second officer approves; the buyer
 * sees the funds released and has the e-mail.
 */
const PORT = process.env.E2E_PORT ?? 8899
test.describe.configure({ timeout: 180_000 })

interface QueueListing {
  id: number
  slug: string
  title: string
  property_id: string
  verification_tier: number
}

const shot = (target: Page | Locator, name: string, project: string) => target.screenshot({ path: `test-results/console-verify-${name}-${project}.png`, ...('goto' in target ? { fullPage: true } : {}) })
const titleRow = (page: Page) => page.getByTestId('verification-checklist').locator('li[data-step="title"]')

test('a verifier records a title search with a document, the buyer sees the tier rise, and the same document on another listing is flagged', async ({ page }, info) => {
  const owner = await consoleOwner(`verify-${info.project.name}`)
  const verifier = await invitedStaff(owner, 'verifier', `verifier-${info.project.name}`)
  // Two listings whose title search is due, different for each project.
  const queue = await owner.api.get('/api/v1/console/verification-queue?step=title&limit=20')
  const all = ((await queue.json()) as { data: { items: QueueListing[] } }).data.items
  const offset = info.project.name === 'mobile' ? 4 : 0
  const [first, second] = [all[offset]!, all[offset + 1]!]

  const buyer = await page.context().newPage()
  await buyer.goto(siteUrl(buyer, 'haven', `/listings/${first.id}/${first.slug}`))
  await expect(titleRow(buyer)).not.toHaveAttribute('data-status', 'passed')

  await signInOnPage(page, verifier)
  await page.getByRole('link', { name: 'Verification' }).click()
  await page.getByLabel('Check due').selectOption({ label: 'Title searched' })
  await page.getByRole('button', { name: 'Show listings' }).click()
  const deed = { name: `deed-${info.project.name}-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% title deed ${info.project.name} ${Date.now()}\n%%EOF\n`) }

  async function record(listing: QueueListing) {
    const row = page.getByRole('list', { name: 'Listings to verify' }).getByRole('listitem').filter({ hasText: listing.property_id }).first()
    await row.getByRole('button', { name: 'Record a check' }).click()
    const form = page.getByRole('form', { name: `Record a check of ${listing.title}` })
    await form.getByLabel('Check', { exact: true }).selectOption({ label: 'Title searched' })
    await form.getByLabel('Law firm').fill('Adeyemi & Co. Solicitors')
    await form.getByLabel('What the search found').fill('Certificate of Occupancy confirmed at the land registry; no charges')
    await form.getByLabel(/^Documents/).setInputFiles(deed)
    await expect(form.getByRole('list', { name: 'Documents attached' })).toContainText(deed.name)
    return form
  }

  const firstForm = await record(first)
  await expect(firstForm.getByRole('alert')).toHaveCount(0)
  await shot(firstForm, 'check-form', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  await firstForm.getByRole('button', { name: 'Save check' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${first.title}: Check recorded` })).toBeVisible()

  // The buyer's page at once: the title search passed, one more check done.
  await buyer.reload()
  await expect(titleRow(buyer)).toHaveAttribute('data-status', 'passed')
  await expect(titleRow(buyer)).toContainText('Adeyemi & Co. Solicitors')
  await expect(buyer.getByTestId('verification-badge').first()).toHaveAttribute('data-tier', String(first.verification_tier + 1))
  await buyer.close()

  // The same deed on another listing: flagged as soon as it is chosen, refused until confirmed.
  const secondForm = await record(second)
  await expect(secondForm.getByRole('alert')).toHaveText(`This document was already used on listing ${first.property_id} (${first.title})`)
  await secondForm.getByRole('button', { name: 'Save check' }).click()
  await expect(secondForm.getByRole('alert').last()).toContainText('Confirm to save the check anyway')
  await shot(secondForm, 'duplicate', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  await secondForm.getByLabel('I have checked: save the check with this document anyway').check()
  await secondForm.getByRole('button', { name: 'Save check' }).click()
  await expect(page.getByRole('status').filter({ hasText: `${second.title}: Check recorded` })).toBeVisible()
})

test('an escrow officer moves a transaction to release, a second officer approves, and the buyer sees the funds released', async ({ page, request }, info) => {
  const owner = await consoleOwner(`board-${info.project.name}`)
  const [amaka, bayo] = [await invitedStaff(owner, 'escrow_officer', `amaka-${info.project.name}`), await invitedStaff(owner, 'escrow_officer', `bayo-${info.project.name}`)]
  const { email, token } = await signedInBuyer(page, request, `board-${info.project.name}`)
  const listing = await listingInSearch(request, info.project.name === 'mobile' ? 7 : 6)
  const id = await bookViewing(request, token, listing.id)
  for (const step of ['VIEWING_CONFIRMED', 'VIEWED', 'INTEREST_SHOWN', 'PAYMENT_REQUESTED', 'FUNDS_HELD', 'DUE_DILIGENCE_CONFIRMED']) await advanceByApi(request, id, step)

  await signInOnPage(page, amaka)
  await page.getByRole('link', { name: 'Transactions' }).click()
  await page.getByRole('button', { name: /^Funds held \(/ }).click()
  const card = page.getByRole('listitem', { name: `Transaction ${id}: ${listing.title}` })
  await card.getByLabel('Next step', { exact: true }).selectOption({ label: 'Possession transferred' })
  await card.getByLabel('Note for the buyer (optional)').fill('Keys handed over at the site office')
  await card.getByRole('button', { name: 'Record step' }).click()
  await expect(page.getByRole('status')).toHaveText(`${listing.title}: Possession transferred recorded`)
  expect(await seriousViolations(page)).toEqual([])

  const accepted = await request.post(`http://localhost:${PORT}/api/v1/enquiry/schedule-viewing/${id}/accept`, { headers: { 'x-tenant-id': 'haven.ng', authorization: `Bearer ${token}` }, data: { confirm: 'ACCEPT' } })
  expect(accepted.status()).toBe(200)

  await page.getByRole('button', { name: /^Accepted: release \(/ }).click()
  await card.getByLabel('Note for the buyer (fees, retentions)').fill('Released less the agreed 5% retention')
  await card.getByRole('button', { name: 'Ask for release' }).click()
  await expect(page.getByRole('status')).toHaveText(`${listing.title}: Release requested: another staff member must approve it`)
  await expect(card).toContainText('Release requested by you: another staff member must approve it')
  await expect(card.getByRole('button', { name: 'Approve release' })).toHaveCount(0)

  // The second officer, by keyboard: sign out, sign in, approve.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await signInOnPage(page, bayo, '/console/transactions')
  await page.getByRole('link', { name: 'Transactions' }).click()
  await expect(card).toContainText(`Release requested by ${amaka.email}`)
  await shot(page, 'approve', info.project.name)
  expect(await seriousViolations(page)).toEqual([])
  await card.getByRole('button', { name: 'Approve release' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(`${listing.title}: Funds released`)

  const timeline = await page.context().newPage()
  await timeline.goto(siteUrl(timeline, 'haven', `/transactions/${id}`))
  await expect(timeline.getByTestId('escrow-flow').locator('li[data-step="FUNDS_RELEASED"]')).toHaveAttribute('data-state', 'done')
  await expect(timeline.getByTestId('money-status')).toHaveAttribute('data-tone', 'released')
  await expect(timeline.getByTestId('timeline-event').last()).toContainText('Released less the agreed 5% retention')
  await expect.poll(() => mailsTo(email).filter((m) => m.includes('Funds released')).length, { timeout: 15_000 }).toBeGreaterThan(0)
})
