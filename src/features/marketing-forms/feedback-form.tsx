import { useEffect } from 'react'
import { toast } from '~/lib/toast-store'
import { feedbackSchema } from '~/shared/schemas/marketing/feedback'
import { postSiteForm } from './api/post-site-form'
import { Field, LiveForm, PhoneField, Submit } from './form-parts'
import { NameFields } from './name-fields'
import { useSiteForm } from './use-site-form'

const EMPTY = { first_name: '', last_name: '', phone: '', email: '', property_type: '', selected_option: '' }

/** 001 §8: the seller hears back; the explorer is thanked. */
const THANKS = {
  seller: 'Thank you for your feedback. We will contact you soon.',
  exploring: 'Thank you for your feedback.',
}

/**
 * The seller's and the explorer's contact form (001 §2, §3, §5): one form, so switching between
 * the two keeps what was typed; only the seller is asked the property type.
 */
export function FeedbackForm({ option, onDone }: { option: keyof typeof THANKS; onDone: (message: string) => void }) {
  const site = useSiteForm(feedbackSchema, EMPTY)
  const { set } = site.form
  useEffect(() => set('selected_option', option), [set, option])
  const submit = site.submit({
    payload: ({ property_type, ...rest }) => (rest.selected_option === 'seller' ? { ...rest, property_type } : rest),
    send: (body, key) => postSiteForm('feedback', body, key),
    onSuccess: () => {
      toast.success('Feedback submitted!', THANKS[option])
      onDone(THANKS[option])
    },
    failure: ['Submission failed', 'Unable to submit feedback.'],
  })
  return (
    <LiveForm id="feedback" control={site.control(submit)} className="mt-4 space-y-3">
      <p className="text-sm text-gray-700">{option === 'seller' ? 'Tell us how to reach you and we will contact you about selling your property.' : 'Leave your details and we will keep you posted.'}</p>
      <NameFields />
      <Field name="email" label="Email address" type="email" autoComplete="email" />
      <PhoneField />
      {option === 'seller' && <Field name="property_type" label="Property type" placeholder="e.g. 3-bedroom flat, a plot of land" />}
      <Submit>Send</Submit>
    </LiveForm>
  )
}
