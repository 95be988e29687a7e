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
