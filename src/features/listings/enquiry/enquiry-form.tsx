import { useEffect, useMemo } from 'react'
import { SubmitButton, TextAreaField, TextField } from '~/components/forms/form-fields'
import { ApiError } from '~/lib/api-client'
import { useForm } from '~/lib/forms/use-form'
import { useSession } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { listingEnquiryFormSchema, toEnquiryPayload } from '~/shared/schemas/enquiry'
import { sendEnquiry } from './send-enquiry'
import { usePhoneCheck } from './use-phone-check'

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', message: '' }

/**
 * The listing enquiry (000 §3, §5, §8): sent to the realtor managing the listing, who answers by
 * e-mail or phone; the buyer gets a copy. A signed-in buyer finds their details filled in.
 */
export default function EnquiryForm({ listingTitle, listingUrl }: { listingTitle: string; listingUrl: string }) {
  const user = useSession()?.user
  const { check, load } = usePhoneCheck()
  const schema = useMemo(() => listingEnquiryFormSchema(check), [check])
  const prefill = user ? { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone ?? '' } : undefined
  const initialMessage = `Hello, I am interested in "${listingTitle}". Is it still available, and when could I inspect it?`
  // The suggested message is the baseline: clearing it is an edit, and shows 'Enquiry message is required'.
  const initial = { ...EMPTY, message: initialMessage }
  const form = useForm(schema, initial, prefill)
  // Mounted as it nears the screen (NearScreen), so the phone rule is fetched at once.
  useEffect(() => void load(), [load])
  const submit = form.handleSubmit(async (values) => {
    try {
      await sendEnquiry(toEnquiryPayload(values, listingUrl))
      toast.success('Enquiry Submission Success', 'Your enquiry has been submitted successfully!')
      form.reset({ ...initial, ...prefill })
    } catch (err) {
      const detail = err instanceof ApiError && err.statusCode === 400 ? err.message : 'Unable to submit enquiry, try again later!'
      toast.error('Enquiry Error', detail)
    }
  })

  return (
    <section aria-labelledby="enquiry-heading" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="enquiry-heading" className="text-xl font-semibold">
        Ask the realtor about this property
      </h2>
      <p className="mt-1 text-sm text-gray-600">Your message goes to the realtor managing this listing. You will get a copy by e-mail.</p>
      <form noValidate onSubmit={submit} onFocus={() => void load()} className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="First name" field={form.field('first_name')} error={form.error('first_name')} autoComplete="given-name" />
        <TextField label="Last name" field={form.field('last_name')} error={form.error('last_name')} autoComplete="family-name" />
        <TextField label="Email" type="email" field={form.field('email')} error={form.error('email')} autoComplete="email" />
        <TextField label="Phone number" type="tel" field={form.field('phone')} error={form.error('phone')} autoComplete="tel" placeholder="0803 123 4567" />
        <TextAreaField label="How can a realtor help?" field={form.field('message')} error={form.error('message')} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Sending...">
            Send enquiry
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
