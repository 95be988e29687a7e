import { useState } from 'react'
import { d2sFormSchema } from '~/shared/schemas/marketing/d2s-signup'
import { postSiteForm } from './api/post-site-form'
import { d2sBody } from './d2s-body'
import { D2sMarkup } from './d2s-markup'
import { SuccessDialog } from './form-dialog'
import type { LiveModule } from './deferred-form'
import { LiveControl, mountLive, useTypedBefore } from './live-root'
import { useSiteForm } from './use-site-form'

const EMPTY = { full_name: '', email: '', phone: '', agencyName: '', date: '', acknowledged: false }

/** The Direct2Seller form's live part (001 §3, §7, §8): success clears it and shows the success modal. */
function D2sSignupLive({ container }: { container: Element }) {
  const site = useSiteForm(d2sFormSchema, EMPTY)
  useTypedBefore(container, EMPTY, site.form)
  const [done, setDone] = useState<string | null>(null)
  const submit = site.submit({
    payload: d2sBody,
    send: (body, key) => postSiteForm('d2s-signup', body, key),
    onSuccess: (answer) => {
      site.reset()
      setDone(answer.message)
    },
    failure: ['Failed request'],
  })
  return (
    <LiveControl control={site.control(submit)}>
      <D2sMarkup key={site.generation} />
      {done !== null && <SuccessDialog title="Welcome to Direct2Seller" message={done} onClose={() => setDone(null)} />}
    </LiveControl>
  )
}

export const mount: LiveModule['mount'] = (container, page) => mountLive(container, page, D2sSignupLive)
