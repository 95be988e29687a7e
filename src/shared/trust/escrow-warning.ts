/**
 * The plain warning every listing and every e-mail about a viewing or a payment carries (issue
 * 11): one text for the UI and the e-mails alike, with the tenant's own name.
 */
export function escrowWarning(displayName: string): string {
  return `${displayName} never asks for inspection fees or deposits outside escrow.`
}

/** The warning with what to do about it, for e-mails (which can name the address to tell). */
export function escrowWarningWithContact(displayName: string, contactEmail: string): string {
  return `${escrowWarning(displayName)} If anyone asks you to pay them directly, do not pay: tell us at ${contactEmail}.`
}

/** To realtors: the same warning, and the rule it puts on them. */
export function realtorEscrowRule(displayName: string): string {
  return `${escrowWarning(displayName)} Never ask a buyer for an inspection fee or a deposit: every payment goes through escrow.`
}
