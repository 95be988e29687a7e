import type { Page } from '@playwright/test'
import { addDays, format, parseISO } from 'date-fns'
import { dialog, mailsTo, openSignIn, PASSWORD, signInWithForm, signUpByApi, uniqueEmail } from './account-steps'
import { expect, openSite, test } from './fixtures'

/**
 * Viewings and transactions (issue 9 items 7–8) in Chromium at 1280 px, against the real server,
 * database and outbox: the booking modal by keyboard alone, the card on /transactions, and the
 * e-mails with their calendar invitation.
 */

async function openFirstListing(page: Page) {
  await openSite(page, 'haven', '/listings?state=Lagos&property_status=Completed')
  await page.locator('article a').first().click()
  await expect(page.getByRole('heading', { name: 'Basic details' })).toBeVisible()
  return (await page.getByRole('heading', { level: 1 }).textContent())!
}

/** Presses Tab until the focused element reads `name` (text or aria-label). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'))
    if (focused === name) return
  }
  throw new Error(`Tab never reached ${name}`)
}

const press = async (page: Page, key: string, times = 1) => {
  for (let i = 0; i < times; i++) await page.keyboard.press(key)
}

/**
 * The decoded invite.ics of a raw .eml in the outbox, or undefined. The outbox keeps each message
 * as nodemailer wrote it (MIME, the attachment base64 or quoted-printable): mailsTo() gives the raw
 * text, so the part is found and decoded here.
 */
function inviteOf(mail: string): string | undefined {
  const part = mail.split(/\r?\n--/).find((p) => /^Content-Type: text\/calendar/im.test(p) && /filename="?invite\.ics"?/i.test(p))
  if (!part) return undefined
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
  const body = rest.join('\n').trim()
  if (/^Content-Transfer-Encoding: base64/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The invitations in messages addressed To `email` (not merely Reply-To it). */
const invitesTo = (email: string) =>
  mailsTo(email)
    .filter((m) => m.split(/\r?\n/).includes(`To: ${email}`))
    .map(inviteOf)
    .filter((ics): ics is string => ics !== undefined)

test.describe('viewings', () => {
  test('a visitor gets Let’s Get You In, signs up from it, and the booking opens', async ({ page }) => {
    await openFirstListing(page)
    await page.getByRole('button', { name: 'Book an inspection' }).click()
    const notice = page.getByRole('dialog', { name: 'Let’s Get You In' })
    await expect(notice).toContainText('Log in or sign up to request a property viewing.')
    await notice.getByRole('button', { name: 'Sign up' }).click()

    const d = dialog(page)
    await expect(d.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await d.getByLabel('First name').fill('Kemi')
    await d.getByLabel('Last name').fill('Adeyemi')
    await d.getByLabel('Email address').fill(uniqueEmail('viewer-signup'))
    await d.getByLabel('Phone number').fill(`0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)
    await d.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await d.getByRole('checkbox').check()
    await d.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Sign Up Successful' })).toBeVisible()

    // Signed in from the notice, the booking the visitor asked for opens by itself.
    const modal = page.getByRole('dialog', { name: 'Book a viewing' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText('Kemi Adeyemi')).toBeVisible()
    await expect(page).toHaveURL(/\/listings\/\d+\/[a-z0-9-]+$/)
  })

  test('books a viewing for a trusted person by keyboard alone, follows it on /transactions, and both get the invitation', async ({ page, request, isMobile }) => {
    // Phones have no Tab key, and Headless UI leaves focus alone on touch devices: keyboard-only is a desktop case.
    test.skip(isMobile, 'keyboard-only booking is measured on desktop')
    const buyer = uniqueEmail('viewer')
    const trusted = uniqueEmail('trusted')
    await signUpByApi(request, 'haven', { email: buyer, first_name: 'Kunle' })
    const title = await openFirstListing(page)
    await openSignIn(page, false)
    await signInWithForm(page, buyer)

    await tabTo(page, 'Book an inspection')
    await page.keyboard.press('Enter')
    const modal = page.getByRole('dialog', { name: 'Book a viewing' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('radio', { name: 'Myself' })).toBeFocused()
    await expect(modal.getByText(buyer)).toBeVisible()

    // Who for: the arrow key moves to Trusted person, whose name and e-mail are asked.
    await page.keyboard.press('ArrowDown')
    await expect(modal.getByRole('radio', { name: 'Trusted person' })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(modal.getByLabel('First name')).toBeFocused()
    await page.keyboard.type('Bola')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ade')
    await page.keyboard.press('Tab')
    await page.keyboard.type(trusted)
    // The phone comes from the profile.
    await page.keyboard.press('Tab')
    await expect(modal.getByLabel('Phone number')).toBeFocused()
    await expect(modal.getByLabel('Phone number')).toHaveValue(/^\+?\d{11,}$/)
    await page.keyboard.press('Tab')
    await expect(modal.getByRole('radio', { name: 'Physical inspection' })).toBeFocused()
    await expect(modal.getByRole('radio', { name: 'Physical inspection' })).toBeChecked()

    // The calendar: this month has nothing earlier to go back to; the day grid holds one tab stop.
    await page.keyboard.press('Tab')
    await expect(modal.getByRole('button', { name: 'Next month' })).toBeFocused()
    await page.keyboard.press('Tab')
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10)
    // A week ahead, or the Monday after when that is a Sunday (no viewings then, decision 043).
    const weekAhead = addDays(parseISO(today), 7)
    const day = format(weekAhead.getDay() === 0 ? addDays(weekAhead, 1) : weekAhead, 'yyyy-MM-dd')
    const fullDate = (key: string) => format(parseISO(key), 'EEEE d MMMM yyyy')
    await expect(modal.getByRole('button', { name: fullDate(today) })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    if (weekAhead.getDay() === 0) await page.keyboard.press('ArrowRight')
    await expect(modal.getByRole('button', { name: fullDate(day) })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(modal.getByText(`Chosen: ${fullDate(day)}`)).toBeVisible()

    // 11:30 AM: three 30-minute slots after the 10:00 AM the form starts at (decision 043).
    await page.keyboard.press('Tab')
    await expect(modal.getByLabel('Time (Lagos)')).toBeFocused()
    await press(page, 'ArrowDown', 3)
    await expect(modal.getByLabel('Time (Lagos)')).toHaveValue('11:30')

    await page.keyboard.press('Tab')
    await expect(modal.getByRole('button', { name: 'Book viewing' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible()
    await expect(modal).toHaveCount(0)

    // /transactions: the new request is Pending, at the Inspection Stage, 25 %.
    await openSite(page, 'haven', '/transactions')
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible()
    await expect(page.getByText('1 result', { exact: true })).toBeVisible()
    const card = page.getByRole('article', { name: title })
    await expect(card).toContainText('Pending')
    await expect(card).toContainText('Inspection Stage')
    await expect(card.getByRole('img', { name: /^Progress: 25%/ })).toBeVisible()
    await expect(card).toContainText(`${format(parseISO(day), 'EEE d MMM yyyy')}, 11:30 AM (Lagos)`)
    await expect(card).toContainText('Bola Ade (trusted person)')
    await expect(card).toContainText('Physical inspection')
    await expect(card.getByRole('button', { name: 'Cancel viewing' })).toBeVisible()

    // The buyer and the trusted person each get an invitation in Lagos time.
    const start = `DTSTART;TZID=Africa/Lagos:${day.replace(/-/g, '')}T113000`
    for (const to of [buyer, trusted]) {
      await expect.poll(() => invitesTo(to).length, { message: `an invite.ics to ${to}` }).toBeGreaterThan(0)
      const ics = invitesTo(to)[0]!
      expect(ics).toContain('BEGIN:VCALENDAR')
      expect(ics).toContain(start)
    }
  })
})
