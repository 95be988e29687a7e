import { toast } from '~/lib/toast-store'
import { requestReportSchema } from '~/shared/schemas/marketing/request-report'
import { postSiteForm } from './api/post-site-form'
import { closeDialogOf, FormDialog } from './form-dialog'
import { Field, LiveForm, PhoneField, Submit } from './form-parts'
import { useSiteForm } from './use-site-form'

const EMPTY = { fullName: '', email: '', phone: '', address: '', description: '', source_channel: '' }

/**
 * The visitor's region for `source_channel` (001 §3): the time zone the device is set to
 * ('Africa/Lagos', 'Europe/London'). Chosen over navigator.language because a language says little
 * about where someone is — many Nigerians at home browse in en-GB or en-US — while the zone tells
 * a diaspora buyer from a local one, which is what the team wants to know. The language is the
 * fallback where a browser names no zone.
 */
export function visitorRegion(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (zone) return zone
  } catch {
    // No Intl time zones: fall through to the language.
  }
  return navigator.language || 'unknown'
}

/**
 * Request a report (001 §2, §3, §5, §8): messages as fields are left (validated on touch), the
 * region added on submit; success closes it, and closing resets it (it unmounts). Fetched on demand.
 */
export default function RequestReportDialog({ onClose }: { onClose: () => void }) {
  const site = useSiteForm(requestReportSchema, EMPTY)
  const submit = site.submit({
    payload: (body) => ({ ...body, source_channel: visitorRegion() }),
    send: (body, key) => postSiteForm('request-report', body, key),
    onSuccess: () => {
      toast.success('Successful request', 'Your request has been sent successfully.')
      closeDialogOf(site.formRef.current)
    },
    failure: ['Failed request', 'Unable to submit request. Please try again.'],
  })
  return (
    <FormDialog title="Request a report" intro="Tell us about the property. We will confirm the report you need and its fee before any work starts." onClose={onClose}>
      <LiveForm id="report" control={site.control(submit)} className="space-y-4">
        <Field name="fullName" label="Full name" autoComplete="name" />
        <Field name="email" label="Email address" type="email" autoComplete="email" />
        <PhoneField />
        <Field name="address" label="Property address or state" autoComplete="street-address" placeholder="e.g. 12 Bourdillon Road, Ikoyi, or just Lagos" />
        <Field name="description" label="About the property" as="textarea" rows={3} placeholder="Home type, bedrooms, bathrooms, features" />
        <Submit>Send request</Submit>
      </LiveForm>
    </FormDialog>
  )
}
