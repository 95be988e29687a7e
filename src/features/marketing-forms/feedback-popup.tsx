import { lazy, Suspense, useEffect, useState } from 'react'
import { feedbackDone, formSentThisVisit } from './feedback-flag'

/** The polite live region the card announces itself in (feedback-card.tsx). */
export const FEEDBACK_STATUS_ID = 'feedback-status'

/** 001 §2, §9: the pop-up appears once the visitor has scrolled this share of the page. */
export const FEEDBACK_SCROLL_SHARE = 0.6

const FeedbackCard = lazy(() => import('./feedback-card'))

/** How far down the page the visitor has scrolled: 0 at the top, 1 at the bottom. */
const scrolled = () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)

/** A modal dialog of the page is open (Contact us, a report request, the menu drawer...). */
const dialogOpen = () => document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null

/**
 * The feedback pop-up (001 §2, §4): all a page carries is this scroll listener. At 60% the card's
 * code is fetched and it appears, once per page view, and never again once answered. It does not
 * take focus (it opens on its own, and may find the visitor typing); a polite announcement says
 * it is there, at the end of the page (decision 034). Never over a dialog: it waits until the
 * dialog is gone, and steps aside while one is open (base.css); never in a visit in which a form was sent
 * (decision 044).
 */
export function FeedbackPopup() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (feedbackDone() || formSentThisVisit()) return
    const onScroll = () => {
      if (!(scrolled() >= FEEDBACK_SCROLL_SHARE) || dialogOpen()) return
      window.removeEventListener('scroll', onScroll)
      setOpen(true)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // A visitor who scrolled before the page's code arrived is already there.
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  // The live region is here from the start, so the card's announcement in it is heard.
  return (
    <>
      <p id={FEEDBACK_STATUS_ID} role="status" className="sr-only" />
      {open && (
        // While a modal dialog is open the card steps aside: a rule in base.css (`:has`), no script.
        <Suspense fallback={null}>
          <FeedbackCard onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
