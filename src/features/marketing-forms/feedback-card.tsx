import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { createPortal } from 'react-dom'
import { AppLink } from '~/components/ui/app-link'
import { CloseIcon } from '~/components/ui/close-icon'
import { useTenant } from '~/lib/tenant'
import { FEEDBACK_OPTIONS, type FeedbackOption } from '~/shared/schemas/marketing/feedback'
import { FeedbackForm } from './feedback-form'
import { markFeedbackDone } from './feedback-flag'
import { FEEDBACK_STATUS_ID } from './feedback-popup'

const LABELS: Record<FeedbackOption, string> = {
  buyer: 'I want to buy a property',
  agent: 'I am a real estate agent',
  seller: 'I want to sell a property',
  exploring: 'I am just exploring',
}

const THANKS = 'Thank you for your feedback.'
const LINK = 'mt-3 inline-flex w-full items-center justify-center rounded-lg bg-brand px-4 py-3 font-semibold text-brand-ink hover:opacity-90'

/**
 * The feedback pop-up's card (001 §2, §4), fetched at 60% scroll: 'Which best describes you?',
 * then the buyer's and the agent's calls to action (following one counts as an answer) or the
 * seller's and the explorer's contact form. A non-modal dialog: the page stays usable, Escape or
 * the close button dismisses it, and focus goes back where it came from.
 */
export default function FeedbackCard({ onClose }: { onClose: () => void }) {
  const [choice, setChoice] = useState<FeedbackOption | null>(null)
  const [thanks, setThanks] = useState<string | null>(null)
  const card = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)
  const marketplace = useTenant().external.marketplace

  const finish = (message = THANKS) => {
    markFeedbackDone()
    setThanks(message)
  }
  const close = () => {
    if (card.current?.contains(document.activeElement)) cameFrom.current?.focus()
    onClose()
  }
  const enter = (e: FocusEvent) => {
    if (e.relatedTarget instanceof HTMLElement && !card.current?.contains(e.relatedTarget)) cameFrom.current = e.relatedTarget
  }
  // The form that had focus is gone: the thank-you takes it, so the visitor is not dropped at the top.
  useEffect(() => {
    if (thanks !== null && !card.current?.contains(document.activeElement)) heading.current?.focus()
  }, [thanks])

  const status = document.getElementById(FEEDBACK_STATUS_ID)
  return (
    <section
      ref={card}
      role="dialog"
      aria-modal="false"
      data-feedback-popup
      aria-labelledby="feedback-title"
      onFocus={enter}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="fixed inset-x-3 bottom-3 z-50 max-h-[85vh] overflow-y-auto rounded-2xl bg-white p-5 text-gray-900 shadow-2xl ring-1 ring-black/10 sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-[26rem]"
    >
      <h2 id="feedback-title" ref={heading} tabIndex={-1} className="pr-10 text-lg font-bold focus:outline-none">
        {thanks === null ? 'Which best describes you?' : 'Thank you!'}
      </h2>
      {thanks !== null ? (
        <p className="mt-2 text-gray-800">{thanks}</p>
      ) : (
        <>
          <fieldset aria-labelledby="feedback-title" className="mt-3 grid gap-2">
            {FEEDBACK_OPTIONS.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 hover:bg-gray-50">
                <input type="radio" name="selected_option" value={option} checked={choice === option} onChange={() => setChoice(option)} className="accent-brand-dark" />
                {LABELS[option]}
              </label>
            ))}
          </fieldset>
          {choice === 'buyer' && (
            <div className="mt-4">
              <p className="text-sm text-gray-700">Every property on our marketplace is pre-vetted: the title checked and the seller verified.</p>
              <AppLink href={marketplace} external onClick={() => finish()} className={LINK}>
                Browse pre-vetted properties
              </AppLink>
            </div>
          )}
          {choice === 'agent' && (
            <div className="mt-4">
              <p className="text-sm text-gray-700">Refer buyers to us and earn a share of our fee when they order a report or buy a property.</p>
              <AppLink href="/referral-program" onClick={() => finish()} className={LINK}>
                See the referral program
              </AppLink>
            </div>
          )}
          {(choice === 'seller' || choice === 'exploring') && <FeedbackForm option={choice} onDone={finish} />}
        </>
      )}
      {status && createPortal(thanks ?? 'A short question opened at the end of the page: which best describes you?', status)}
      <button type="button" onClick={close} aria-label="Close feedback" className="absolute right-3 top-3 rounded-lg p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-900">
        <CloseIcon className="h-5 w-5" />
      </button>
    </section>
  )
}
