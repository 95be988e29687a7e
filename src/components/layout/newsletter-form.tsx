import { useId, useState } from 'react'
import { useTenant } from '~/lib/tenant'
import { toast } from '~/lib/toast-store'

/** 001 §5: the newsletter e-mail must match a simple pattern before the button enables. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Name of the window the provider's answer opens in (001 §7: "opened in a separate target"). */
export const NEWSLETTER_TARGET = '_blank'

/**
 * A native POST to the tenant's e-mail marketing provider (001 §7). The browser submits the form
 * itself, so the provider's own confirmation page appears in a new tab and no CORS is involved.
 */
export function NewsletterForm() {
  const tenant = useTenant()
  const [email, setEmail] = useState('')
  const id = useId()
  const valid = NEWSLETTER_EMAIL_PATTERN.test(email.trim())

  const onSubmit = () => {
    // Not prevented: the native post must read the field first, so it is cleared a tick later.
    setTimeout(() => {
      setEmail('')
      toast.success('Thanks for subscribing', `Look out for our newsletter at ${email.trim()}.`)
    }, 0)
  }

  return (
    <form method="post" action={tenant.newsletter.action} target={NEWSLETTER_TARGET} onSubmit={onSubmit} aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`} className="text-sm font-semibold uppercase tracking-wide text-white">
        Newsletter
      </h2>
      <p className="mt-3 text-sm">New listings, buying guides and fraud alerts, once a month.</p>
      <label htmlFor={`${id}e`} className="mt-4 block text-sm font-medium text-gray-200">
        Email address
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}e`}
          type="email"
          name="CONTACT_EMAIL"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-gray-700 bg-gray-900 px-3 py-2 text-white placeholder-gray-500 focus:border-brand focus:outline-none"
        />
        {Object.entries(tenant.newsletter.hidden_fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" disabled={!valid} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50">
          Subscribe
        </button>
      </div>
    </form>
  )
}
