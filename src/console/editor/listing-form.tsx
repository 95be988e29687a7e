import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CATEGORIES, LISTING_CURRENCIES, PROPERTY_STATUSES, PROPERTY_TYPES, type PropertyType } from '~/shared/schemas/catalogue-enums'
import type { ListingEditorValues } from '~/shared/schemas/listing-editor'
import { consoleApi } from '../api'
import { Button, Notice } from '../ui'
import { Check, Select, TextArea, TextInput } from './form-fields'
import { checkForm, FLAG_FIELDS, readForm } from './form-values'

/** The listing's fields (db:import's, decision 048): checked by the shared schema here, and again by the server. */
export function ListingForm(props: { id: number | null; values: Partial<ListingEditorValues>; onSaved: (id: number, values: ListingEditorValues) => void }) {
  const v = props.values
  const [type, setType] = useState<PropertyType>((v.property_type as PropertyType) ?? 'House')
  const [currency, setCurrency] = useState<string>(v.currency ?? 'NGN')
  const [error, setError] = useState<{ field: string; message: string } | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const [hoods, setHoods] = useState<{ id: number; label: string }[]>([])
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => void consoleApi<{ id: number; label: string }[]>('GET', '/neighbourhoods').then((r) => r.ok && setHoods(r.data)), [])
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>(`[name="${error.field}"]`)?.focus()
  }, [error])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const checked = checkForm(readForm(e.currentTarget, v))
    if ('field' in checked) {
      setError(checked)
      return setNotice({ text: checked.message, tone: 'error' })
    }
    setBusy(true)
    const res = await consoleApi<{ id: number; values: ListingEditorValues }>(props.id ? 'PUT' : 'POST', props.id ? `/listings/${props.id}` : '/listings', checked.values)
    setBusy(false)
    const field = (res.data as { field?: string } | null)?.field
    setError(!res.ok && field ? { field, message: res.message } : null)
    setNotice({ text: res.message, tone: res.ok ? 'ok' : 'error' })
    if (res.ok) props.onSaved(res.data.id, res.data.values)
  }
  const err = (name: string) => (error?.field === name ? error.message : undefined)
  const field = (label: string, name: keyof ListingEditorValues, extra: { type?: string; inputMode?: 'numeric'; hint?: string; wide?: boolean } = {}) => (
    <TextInput label={label} name={name} value={v[name]} error={err(name)} {...extra} />
  )
  const land = type === 'Land'

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="details-heading" className="flex flex-col gap-4 rounded border border-gray-300 bg-white p-4">
      <h2 id="details-heading" className="text-lg font-bold">
        Details
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {field('Title', 'title', { wide: true })}
        <TextArea label="Description" name="description" value={v.description} error={err('description')} />
        <Select label="Category" name="category" value={v.category ?? 'For sale'} options={CATEGORIES} error={err('category')} />
        <Select label="Status" name="property_status" value={v.property_status ?? 'Completed'} options={PROPERTY_STATUSES} error={err('property_status')} />
        <Select label="Property type" name="property_type" value={type} options={Object.keys(PROPERTY_TYPES)} onChange={(t) => setType(t as PropertyType)} error={err('property_type')} />
        <Select key={type} label="Sub type" name="property_sub_type" value={v.property_sub_type} options={PROPERTY_TYPES[type]} error={err('property_sub_type')} />
        <Select label="Currency" name="currency" value={currency} options={LISTING_CURRENCIES} onChange={setCurrency} error={err('currency')} />
        {field('Asking price', 'asking_price', { inputMode: 'numeric', hint: 'Whole units of the currency, e.g. 185000000' })}
        {currency !== 'NGN' && field('Asking price in naira', 'asking_price_ngn', { inputMode: 'numeric', hint: 'What search and sorting compare' })}
        {field('Previous price (optional)', 'old_asking_price', { inputMode: 'numeric' })}
        {!land && field('Bedrooms', 'bedrooms', { inputMode: 'numeric' })}
        {!land && field('Bathrooms', 'bathrooms', { inputMode: 'numeric' })}
        {field('Land size, m² (optional)', 'land_size', { inputMode: 'numeric' })}
        {field('Unit size, m² (optional)', 'unit_size', { inputMode: 'numeric' })}
        {field('Available units', 'available_units', { inputMode: 'numeric' })}
        {field('Floors (optional)', 'floors', { inputMode: 'numeric' })}
        {field('Completion date (optional)', 'completion_date', { type: 'date' })}
        {field('Title document (optional)', 'title_type', { hint: 'e.g. Certificate of Occupancy' })}
        {field('Title number (optional)', 'title_number')}
        {field('Building permit number (optional)', 'building_permit_no')}
        <Select key={`hoods-${hoods.length}`} label="Neighbourhood" name="neighborhood_id" value={v.neighborhood_id} options={hoods.map((h) => ({ value: h.id, label: h.label }))} blank="Choose a neighbourhood" error={err('neighborhood_id')} />
        {field('Realtor’s username (optional)', 'realtor_username')}
        {field('Full address', 'address', { wide: true, hint: 'Kept for the team and the buyer’s viewing' })}
        {field('Address buyers see', 'display_address', { wide: true, hint: 'e.g. Parkview Estate, Ikoyi' })}
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-1">
        <legend className="text-sm font-semibold">Features</legend>
        {FLAG_FIELDS.map(([name, label]) => (
          <Check key={name} name={name} label={label} checked={!!v[name]} />
        ))}
      </fieldset>
      <Notice text={notice.text} tone={notice.tone} />
      <div>
        <Button type="submit" disabled={busy}>
          {props.id ? 'Save changes' : 'Save draft'}
        </Button>
      </div>
    </form>
  )
}
