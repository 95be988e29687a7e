import { useState, type FormEvent } from 'react'
import type { InboxViewing } from '~/shared/console/inboxes'
import { consoleApi } from './api'
import { Choice, NoteField, PagedList, when } from './paged-list'
import { Button, formValues, Notice } from './ui'
import { usePaged } from './use-paged'

const SHOW = [
  ['open', 'Waiting for the team'],
  ['all', 'All'],
] as const
const OPEN = ['VIEWING_REQUESTED', 'VIEWING_RESCHEDULED', 'VIEWING_CONFIRMED']

/** Viewing requests to confirm, reschedule or cancel: the server records the step and e-mails the buyer. */
export function ViewingsPage() {
  const list = usePaged<InboxViewing>('/viewings', { show: 'open' })
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })

  async function act(e: FormEvent<HTMLFormElement>, v: InboxViewing) {
    e.preventDefault()
    const action = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? 'confirm'
    const { note, date } = formValues(e.currentTarget)
    const res = await consoleApi<{ after: { step: string; status: string } }>('POST', `/viewings/${v.id}`, { action, note, ...(action === 'reschedule' ? { date } : {}) })
    setNotice({ text: res.ok ? `Viewing #${v.id}: ${res.message}` : res.message, tone: res.ok ? 'ok' : 'error' })
    if (res.ok) list.update(v.id, (row) => ({ ...row, step: res.data.after.step, status: res.data.after.status }))
  }

  return (
    <section aria-labelledby="viewings-heading" className="flex flex-col gap-4">
      <h1 id="viewings-heading" className="text-2xl font-bold">
        Viewing requests
      </h1>
      <Choice label="Show" name="show" options={SHOW} defaultValue="open" onChange={(show) => list.search({ show })} />
      <Notice text={notice.text || list.error} tone={list.error ? 'error' : notice.tone} />
      <PagedList label="Viewing requests" page={list.page} empty="No viewing requests here." more={list.more}>
        {(v) => (
          <>
            <p>
              <strong>#{v.id}</strong> · <strong>{when.format(new Date(v.scheduled_at))}</strong> · {v.title} · {v.status.replace(/_/g, ' ').toLowerCase()}
            </p>
            <p>
              {v.first_name} {v.last_name} · {v.email} · {v.phone_number} · {v.inspection_type.replace(/_/g, ' ').toLowerCase()}
            </p>
            {OPEN.includes(v.step) && (
              <form onSubmit={(e) => void act(e, v)} className="flex flex-col gap-2" aria-label={`Answer viewing #${v.id}`}>
                <NoteField label="Note to the buyer (needed to cancel)" name="note" />
                <label className="flex flex-col gap-1 self-start text-sm font-medium">
                  New date and time (to reschedule)
                  <input type="datetime-local" name="date" step={1800} className="min-h-11 rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700" />
                </label>
                <div className="flex flex-wrap gap-2">
                  {v.step !== 'VIEWING_CONFIRMED' && (
                    <Button type="submit" value="confirm">
                      Confirm
                    </Button>
                  )}
                  <Button type="submit" tone="plain" value="reschedule">
                    Reschedule
                  </Button>
                  <Button type="submit" tone="plain" value="cancel">
                    Cancel viewing
                  </Button>
                </div>
              </form>
            )}
          </>
        )}
      </PagedList>
    </section>
  )
}
