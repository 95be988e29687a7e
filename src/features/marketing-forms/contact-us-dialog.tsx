import { toast } from '~/lib/toast-store'
import { contactUsSchema } from '~/shared/schemas/marketing/contact-us'
import { postSiteForm } from './api/post-site-form'
import { closeDialogOf, FormDialog } from './form-dialog'
import { Field, LiveForm, PhoneField, Submit } from './form-parts'
import { NameFields } from './name-fields'
import { useSiteForm } from './use-site-form'

const EMPTY = { first_name: '', last_name: '', phone: '', email: '', message: '' }

/** Contact Us (001 §2, §3, §5, §8): success says the server's words, resets the form and closes. Fetched on demand. */
export default function ContactUsDialog({ onClose }: { onClose: () => void }) {
  const site = useSiteForm(contactUsSchema, EMPTY)
  const submit = site.submit({
    payload: (body) => body,
    send: (body, key) => postSiteForm('contact-us', body, key),
    onSuccess: (answer) => {
      toast.success('Successful request', answer.message)
      site.reset()
      closeDialogOf(site.formRef.current)
    },
    failure: ['Failed request'],
  })
  return (
    <FormDialog title="Contact us" intro="Send us a message and our team will get back to you." onClose={onClose}>
      <LiveForm id="contact" control={site.control(submit)} className="space-y-4">
        <NameFields />
        <Field name="email" label="Email address" type="email" autoComplete="email" />
        <PhoneField />
        <Field name="message" label="Message" as="textarea" rows={4} />
        <Submit>Send message</Submit>
      </LiveForm>
    </FormDialog>
  )
}
