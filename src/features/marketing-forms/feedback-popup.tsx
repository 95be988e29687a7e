import { lazy, Suspense, useEffect, useState } from 'react'
import { feedbackDone, FORM_SENT_EVENT, formSentThisVisit } from './feedback-flag'

/** The polite live region the card announces itself in (feedback-card.tsx). */
export const FEEDBACK_STATUS_ID = 'feedback-status'

/** 001 §2, §9: the pop-up appears once the visitor has scrolled this share of the page. */
export const FEEDBACK_SCROLL_SHARE = 0.6

const FeedbackCard = lazy(() => import('./feedback-card'))

/** How far down the page the visitor has scrolled: 0 at the top, 1 at the bottom. */
const scrolled = () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)

/** A modal dialog of the page is open (Contact us, a report request, the menu drawer...). */
const dialogOpen = () => document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null

/** True while a modal dialog is open; watched only while `active`. */
function useDialogOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!active) return
    const check = () => setOpen(dialogOpen())
    check()
    const watch = new MutationObserver(check)
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'aria-modal'] })
    return () => watch.disconnect()
  }, [active])
  return open
}

/**
 * The feedback pop-up (001 §2, §4): all a page carries is this scroll listener. At 60% the card's
 * code is fetched and it appears, once per page view, and never again once answered. It does not
 * take focus (it opens on its own, and may find the visitor typing); a polite announcement says
 * it is there, at the end of the page (decision 034). Never over a dialog: it waits until the
 * dialog is gone, and steps aside while one is open; never in a visit in which a form was sent
 * (decision 044).
 */
export function FeedbackPopup() {
  const [open, setOpen] = useState(false)
  const covered = useDialogOpen(open)
  useEffect(() => {
    if (feedbackDone() || formSentThisVisit()) return
    const onScroll = () => {
      if (!(scrolled() >= FEEDBACK_SCROLL_SHARE) || dialogOpen()) return
      window.removeEventListener('scroll', onScroll)
      if (!formSentThisVisit()) setOpen(true)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    // A visitor who scrolled before the page's code arrived is already there.
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  useEffect(() => {
    // Another form sent while the pop-up is up: it is not asked for in this visit any more.
    const onSent = (e: Event) => {
      const form = (e as CustomEvent<HTMLFormElement | null>).detail
      if (!form?.closest('[data-feedback-popup]')) setOpen(false)
    }
    window.addEventListener(FORM_SENT_EVENT, onSent)
    return () => window.removeEventListener(FORM_SENT_EVENT, onSent)
  }, [])
  // The live region is here from the start, so the card's announcement in it is heard.
  return (
    <>
      <p id={FEEDBACK_STATUS_ID} role="status" className="sr-only" />
      {open && (
        <div hidden={covered}>
          <Suspense fallback={null}>
            <FeedbackCard onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </>
  )
}
