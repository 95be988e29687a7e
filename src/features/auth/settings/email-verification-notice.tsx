import { useState } from 'react'
import { toast } from '~/lib/toast-store'
import { resendVerification, useProfile } from '../api/profile-api'

/**
 * On /settings while the account's address is not proved (decision 040): why it matters and a
 * button for another link. Nothing shows once it is proved, or before the profile has loaded.
 */
export function EmailVerificationNotice() {
  const { data: profile } = useProfile()
  const [sending, setSending] = useState(false)
  if (!profile || profile.email_verified !== false) return null
  const resend = async () => {
    setSending(true)
    try {
      const res = await resendVerification()
      toast.success('Link sent', res.message)
    } catch (err) {
      toast.error('Could not send the link', (err as Error).message)
    } finally {
      setSending(false)
    }
  }
  return (
    <section aria-labelledby="confirm-email" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <h2 id="confirm-email" className="font-semibold">
        Confirm your e-mail address
      </h2>
      <p className="mt-1">
        We sent a link to {profile.email} when you signed up. Until you open it, we send that address nothing else: no viewing confirmations and no transaction updates.
      </p>
      <button type="button" onClick={resend} disabled={sending} className="mt-3 rounded-lg border border-amber-700 px-3 py-1.5 font-semibold hover:bg-amber-100 disabled:opacity-60">
        {sending ? 'Sending…' : 'Send the link again'}
      </button>
    </section>
  )
}
