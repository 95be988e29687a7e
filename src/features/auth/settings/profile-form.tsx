import { useId, useMemo, useState } from 'react'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { usePhoneCheck } from '~/features/listings/enquiry/use-phone-check'
import { useForm } from '~/lib/forms/use-form'
import { useSession } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { profileUpdateSchema } from '~/shared/schemas/account-settings'
import { updateProfile, useProfile, type Profile } from '../api/profile-api'

const EDITABLE = ['first_name', 'last_name', 'phone'] as const
const editable = (p: Profile) => ({ first_name: p.first_name, last_name: p.last_name, phone: p.phone })

/**
 * 000 §4–5 Profile: Save only when first name, last name or phone differs (after trimming) from
 * what was loaded, the form is valid and nothing is pending; 'Saving...' while pending; the
 * profile is replaced by the server's answer on success. The phone rule (libphonenumber-js,
 * ≈ 42 KB brotli) is fetched on the first focus, pointer or input inside the form, not with the page
 * (decision 052); until it has arrived a number counts as invalid, as on the enquiry form.
 */
function ProfileFormBody({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { check, load } = usePhoneCheck()
  const schema = useMemo(() => profileUpdateSchema(check), [check])
  const form = useForm(schema, editable(profile))
  const emailId = useId()
  const changed = EDITABLE.some((k) => String(form.values[k]).trim() !== profile[k])
  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await updateProfile(body)
      toast.success('Profile updated', 'Profile updated successfully!')
      onSaved(data)
      form.reset(editable(data))
    } catch (err) {
      toast.error('Failed to update profile', (err as Error).message || 'Unable to update profile at the moment!')
    }
  })
  return (
    <form onSubmit={submit} onFocus={() => void load()} onPointerDown={() => void load()} onChange={() => void load()} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" field={form.field('first_name')} error={form.error('first_name')} />
      <TextField label="Last name" autoComplete="family-name" field={form.field('last_name')} error={form.error('last_name')} />
      <div>
        <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-gray-800">
          Email address
        </label>
        {/* Read-only rather than disabled: it stays focusable and readable by screen readers. */}
        <input
          id={emailId}
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={`${emailId}-hint`}
          className="block w-full cursor-default rounded-lg border border-gray-200 bg-gray-50 px-3 py-2.5 text-base text-gray-700 focus:outline-none focus:ring-2 focus:ring-brand"
        />
        <p id={`${emailId}-hint`} className="mt-1 text-xs text-gray-600">
          Your e-mail address is how you sign in; it cannot be changed here.
        </p>
      </div>
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        field={form.field('phone')}
        error={form.error('phone')}
        hint="Nigerian numbers can start with 0; others with +country code."
      />
      <div className="sm:col-span-2 sm:flex sm:justify-end">
        <SubmitButton disabled={!changed || !form.valid} pending={form.submitting} pendingLabel="Saving..." className="sm:w-auto sm:px-8">
          Save changes
        </SubmitButton>
      </div>
    </form>
  )
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your profile" className="grid gap-4 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-24 animate-pulse rounded bg-gray-200" />
          <div className="h-11 animate-pulse rounded-lg bg-gray-100" />
        </div>
      ))}
    </div>
  )
}

/** Personal information, loaded from GET /auth/user-profile. */
export function ProfileForm() {
  const current = useSession()
  const { data, error, mutate } = useProfile()
  // A password change stores a fresh token, which gives the profile query a new key; the same
  // person's last answer stays on screen meanwhile, so the form keeps what is being typed.
  const [last, setLast] = useState<Profile>()
  if (data && data !== last) setLast(data)
  const profile = data ?? (last && current && last.user.id === current.user.id ? last : undefined)
  if (profile) return <ProfileFormBody key={profile.id} profile={profile} onSaved={(p) => void mutate(p, { revalidate: false })} />
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    )
  return <ProfileSkeleton />
}
