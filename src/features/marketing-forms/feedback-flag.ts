/** Set once the feedback pop-up was answered (submitted, or a call to action followed): it never shows again (001 §2, §4). */
export const FEEDBACK_DONE_KEY = 'haven.feedback-done'

/** True when this browser answered already; storage that cannot be read counts as not answered. */
export function feedbackDone(): boolean {
  try {
    return window.localStorage.getItem(FEEDBACK_DONE_KEY) !== null
  } catch {
    return false
  }
}

export function markFeedbackDone() {
  try {
    window.localStorage.setItem(FEEDBACK_DONE_KEY, '1')
  } catch {
    // Storage disabled: the pop-up may ask again on another page, nothing worse.
  }
}

/** Set for the rest of the visit (the tab's session) once any form on the site was sent (form-sent.ts). */
export const FORM_SENT_KEY = 'haven.form-sent'

/**
 * A visitor who has just sent us a form is not asked for feedback in the same visit (issue 23:
 * on a phone the pop-up asked right after the Contact us message went).
 */
export function formSentThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(FORM_SENT_KEY) !== null
  } catch {
    return false
  }
}
