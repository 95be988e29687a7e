import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { RealtorRecordSchema } from '~/shared/schemas/catalogue-records'
import { consoleApi } from '../api'
import { TextArea, TextInput } from '../editor/form-fields'
import { Button, Notice } from '../ui'
import { RealtorPhoto } from './realtor-photo'
import type { ConsoleRealtorRow } from './realtors-page'

/** The form's text as db:import's record: years as a number, a blank photo as none. */
function recordOf(form: HTMLFormElement) {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>
  const years = data.years_of_experience?.trim()
  return { ...data, image_url: data.image_url?.trim() || null, years_of_experience: years ? Number(years) : undefined }
}

/**
 * Create or edit a realtor with db:import's own schema, checked here first and again by the server,
 * which names the field at fault either way. The username is the profile's address: fixed once saved.
 */
export function RealtorForm({ realtor, onSaved, onCancel }: { realtor: ConsoleRealtorRow | null; onSaved: (r: ConsoleRealtorRow, message: string) => void; onCancel: () => void }) {
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const form = useRef<HTMLFormElement>(null)
  // Set by an upload, which saves it to the realtor at once; kept here so Save does not undo it.
  const [photo, setPhoto] = useState<string | null>(realtor?.image_url ?? null)
  const fieldError = (name: string) => (error?.field === name ? error.message : undefined)

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const raw = recordOf(e.currentTarget)
    const checked = v.safeParse(RealtorRecordSchema, raw)
    if (!checked.success) {
      const issue = checked.issues[0]
      setError({ field: v.getDotPath(issue) ?? '', message: issue.message })
      form.current?.querySelector<HTMLElement>(`[name="${v.getDotPath(issue)}"]`)?.focus()
      return
    }
    const res = await consoleApi<ConsoleRealtorRow>(realtor ? 'PUT' : 'POST', realtor ? `/realtors/${realtor.id}` : '/realtors', checked.output)
    if (!res.ok) {
      const field = (res.data as { field?: string } | undefined)?.field ?? ''
      setError({ field, message: res.message })
      if (field) form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
      return
    }
    setError(null)
    onSaved(res.data, res.message)
  }

  const value = (k: keyof ConsoleRealtorRow) => realtor?.[k] ?? null
  return (
    <form ref={form} onSubmit={save} noValidate aria-labelledby="realtor-form-heading" className="flex flex-col gap-4 rounded border border-gray-300 bg-white p-4">
      <h2 id="realtor-form-heading" className="text-xl font-bold">
        {realtor ? `Edit ${realtor.first_name} ${realtor.last_name}` : 'New realtor'}
      </h2>
      {error && !error.field && <Notice text={error.message} tone="error" />}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <TextInput label="First name" name="first_name" value={value('first_name')} error={fieldError('first_name')} />
        <TextInput label="Last name" name="last_name" value={value('last_name')} error={fieldError('last_name')} />
        {realtor ? (
          <p className="text-sm">
            <span className="font-medium">Username</span> (their profile’s address, fixed): <strong>{realtor.username}</strong>
            <input type="hidden" name="username" value={realtor.username} />
          </p>
        ) : (
          <TextInput label="Username" name="username" value={null} error={fieldError('username')} hint="Letters, digits, dot, dash or underscore: their profile’s address" />
        )}
        <TextInput label="E-mail" name="email" type="email" value={value('email')} error={fieldError('email')} />
        <TextInput label="Phone number" name="phone_number" type="tel" value={value('phone_number')} error={fieldError('phone_number')} />
        <TextInput label="Cities served" name="city_served" value={value('city_served') ?? 'Lagos'} error={fieldError('city_served')} />
        <TextInput label="Years of experience" name="years_of_experience" inputMode="numeric" value={value('years_of_experience') ?? 1} error={fieldError('years_of_experience')} />
        <input type="hidden" name="image_url" value={photo ?? ''} />
        <RealtorPhoto realtor={realtor} photo={photo} onPhoto={setPhoto} />
        <TextArea label="About them" name="description" value={value('description')} error={fieldError('description')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{realtor ? 'Save realtor' : 'Add realtor'}</Button>
        <Button tone="plain" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
