import { FORM_SENT_KEY } from './feedback-flag'

/**
 * Records that a form was sent in this visit (decision 044): the pop-up is not asked for again,
 * and one already on screen is hidden by base.css (`html[data-form-sent]`), unless the form sent
 * was its own (its thank-you stays). Only the forms' on-demand code imports this module.
 */
export function markFormSent(form: HTMLFormElement | null) {
  if (form?.closest('[data-feedback-popup]')) return
  try {
    window.sessionStorage.setItem(FORM_SENT_KEY, '1')
  } catch {
    // Storage disabled: the attribute below still hides a pop-up on this page.
  }
  document.documentElement.setAttribute('data-form-sent', '')
}
