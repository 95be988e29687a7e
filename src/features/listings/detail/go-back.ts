import { BUY_PROPERTY_HREF } from '~/components/layout/nav-items'

/**
 * Whether the page before this one, in this tab, was on this site. The router numbers its own
 * entries (`history.state.idx`, 0 for the page the tab arrived on); a full page load from another
 * page of the site (a marketing page) is told by the referrer.
 */
export function cameFromSite(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  if (typeof idx === 'number') return idx > 0 || sameOriginReferrer()
  return sameOriginReferrer()
}

function sameOriginReferrer(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin && window.history.length > 1
  } catch {
    return false
  }
}

/**
 * 'Go back' on a listing: back within the site, else to the results. A listing opened from a
 * shared link (WhatsApp, e-mail) has the other site, or nothing, behind it: history.length counts
 * those entries too, so going back would leave the site for a blank page.
 */
export function goBack(navigate: (href: string) => void) {
  if (cameFromSite()) window.history.back()
  else navigate(BUY_PROPERTY_HREF)
}
