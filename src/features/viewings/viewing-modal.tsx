import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { addDays, format, parseISO } from 'date-fns'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { SubmitButton, TextField } from '~/components/forms/form-fields'
import { CloseIcon } from '~/components/ui/close-icon'
import { ApiError } from '~/lib/api-client'
import { fieldMessages, useForm } from '~/lib/forms/use-form'
import type { SessionUser } from '~/lib/session'
import { toast } from '~/lib/toast-store'
import { VIEWING_MAX_DAYS_AHEAD } from '~/shared/schemas/buyer-tools'
import { INSPECTION_TYPE_LABELS, INSPECTION_TYPES, VIEWING_TYPE_LABELS, VIEWING_TYPES } from '~/shared/transactions/viewing-kinds'
import { refreshTransactions } from '~/features/transactions/transactions-api'
import { ChoiceGroup, choicesOf } from '~/components/ui/choice-group'
import { lagosDayKey } from '~/shared/format/lagos-time'
import { MonthCalendar } from './month-calendar'
import { TimePicker, type TimeValue } from './time-picker'
import { OFFLINE_SAVED, QUEUED_STATUS } from '~/lib/offline/offline-words'
import { initialViewingForm, newIdempotencyKey, scheduleViewing, viewingFormSchema } from './viewing-form'

const VIEWING_CHOICES = choicesOf(VIEWING_TYPES, VIEWING_TYPE_LABELS)
const INSPECTION_CHOICES = choicesOf(INSPECTION_TYPES, INSPECTION_TYPE_LABELS)

export interface ViewingModalProps {
  listing: { id: number; title: string }
  user: SessionUser
  onClose: () => void
}

/**
 * The viewing booking modal (000 §2–§5, decision 030): for myself (name and e-mail from the
 * profile) or a trusted person, phone, inspection type, a day and a Lagos time. Fetched when first
 * opened; one Idempotency-Key per opening, so a double click books once.
 */
export default function ViewingModal({ listing, user, onClose }: ViewingModalProps) {
  const schema = useMemo(() => viewingFormSchema(listing, window.location.href), [listing])
  const form = useForm(schema, initialViewingForm(user.phone))
  const [idempotencyKey] = useState(newIdempotencyKey)
  const [today] = useState(() => lagosDayKey())
  // 'Completion Date is required' waits until the calendar has been visited or a time chosen.
  const [dateSeen, setDateSeen] = useState(false)
  const dateMessage = useMemo(() => {
    const result = v.safeParse(schema, form.values)
    return result.success ? undefined : fieldMessages(result.issues).date
  }, [schema, form.values])
  const trusted = form.values.viewing_type === 'TRUSTED_PERSON'
  const value = (name: keyof typeof form.values) => String(form.values[name])

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await scheduleViewing(body, idempotencyKey)
      // Offline, the service worker keeps the booking with its key and sends it later (decision 054).
      if (answer.status === QUEUED_STATUS) toast.info(OFFLINE_SAVED)
      else toast.success('Request sent', 'We will confirm your viewing by e-mail.')
      void refreshTransactions()
      onClose()
    } catch (err) {
      toast.error('Request failed', err instanceof ApiError && err.statusCode === 400 ? err.message : 'Unable to send request at the moment')
    }
  })

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 sm:items-center sm:p-4">
      <DialogPanel className="max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:max-w-lg sm:rounded-2xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <DialogTitle className="text-xl font-bold">Book a viewing</DialogTitle>
            <p className="mt-1 text-sm text-gray-700">{listing.title}</p>
          </div>
          <button type="button" onClick={onClose} aria-label="Close" className="-m-2 rounded-lg p-2 text-gray-700 hover:bg-gray-100">
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <form noValidate onSubmit={submit} className="mt-4 space-y-5">
          <ChoiceGroup legend="Who is the viewing for?" name="viewing_type" choices={VIEWING_CHOICES} value={value('viewing_type')} onChange={(t) => form.set('viewing_type', t)} autoFocus />
          {trusted ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="First name" autoComplete="off" field={form.field('first_name')} error={form.error('first_name')} />
              <TextField label="Last name" autoComplete="off" field={form.field('last_name')} error={form.error('last_name')} />
              <TextField label="Email" type="email" autoComplete="off" field={form.field('email')} error={form.error('email')} className="sm:col-span-2" />
            </div>
          ) : (
            <dl className="grid gap-2 rounded-lg bg-gray-50 p-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-gray-600">Name (from your profile)</dt>
                <dd className="font-medium text-gray-900">
                  {user.first_name} {user.last_name}
                </dd>
              </div>
              <div>
                <dt className="text-gray-600">Email (from your profile)</dt>
                <dd className="break-all font-medium text-gray-900">{user.email}</dd>
              </div>
            </dl>
          )}
          <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="0803 123 4567" field={form.field('phone_number')} error={form.error('phone_number')} />
          <ChoiceGroup legend="Inspection type" name="inspection_type" choices={INSPECTION_CHOICES} value={value('inspection_type')} onChange={(t) => form.set('inspection_type', t)} />
          <MonthCalendar
            label="Date"
            value={value('date')}
            min={today}
            max={format(addDays(parseISO(today), VIEWING_MAX_DAYS_AHEAD - 1), 'yyyy-MM-dd')}
            onChange={(day) => form.set('date', day)}
            onLeave={() => setDateSeen(true)}
            error={dateSeen || form.error('date') ? dateMessage : undefined}
          />
          <TimePicker
            value={{ hour: value('hour'), minute: value('minute'), period: value('period') }}
            onChange={(name: keyof TimeValue, next) => {
              form.set(name, next)
              setDateSeen(true)
            }}
          />
          <SubmitButton disabled={!form.canSubmit} pending={form.submitting} pendingLabel="Sending...">
            Book viewing
          </SubmitButton>
        </form>
      </DialogPanel>
    </Dialog>
  )
}
