import { useState, type FormEvent } from 'react'
import type { InboxReport } from '~/shared/console/inboxes'
import { REPORT_REASON_LABELS, type ReportReason } from '~/shared/schemas/trust'
import { consoleApi } from './api'
import { Choice, NoteField, PagedList, when } from './paged-list'
import { Button, formValues, Notice } from './ui'
import { usePaged } from './use-paged'

const STATUS = [
  ['new', 'New'],
  ['handled', 'Handled'],
  ['dismissed', 'Dismissed'],
] as const

/** Listing reports: new ones to mark handled or dismissed with a note; the reporter is e-mailed by the server. */
export function ReportsPage() {
  const list = usePaged<InboxReport>('/reports', { status: 'new' })
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })

  async function resolve(e: FormEvent<HTMLFormElement>, r: InboxReport) {
    e.preventDefault()
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const res = await consoleApi('POST', `/reports/${r.id}/resolve`, { ...formValues(e.currentTarget), status: submitter?.value ?? 'handled' })
    setNotice({ text: res.ok ? `Report #${r.id}: ${res.message}` : res.message, tone: res.ok ? 'ok' : 'error' })
    if (res.ok) list.update(r.id, () => null)
  }

  return (
    <section aria-labelledby="reports-heading" className="flex flex-col gap-4">
      <h1 id="reports-heading" className="text-2xl font-bold">
        Reports
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <Choice label="Show" name="status" options={STATUS} defaultValue="new" onChange={(status) => list.search({ status })} />
      </div>
      <Notice text={notice.text || list.error} tone={list.error ? 'error' : notice.tone} />
      <PagedList label="Listing reports" page={list.page} empty="No reports here." more={list.more}>
        {(r) => (
          <>
            <p>
              <strong>Report #{r.id}</strong> · {when.format(new Date(r.created_at))} ·{' '}
              <a className="text-blue-800 underline" href={`/listings/${r.listing_id}/${r.slug}`} target="_blank" rel="noreferrer">
                {r.title}
              </a>{' '}
              ({r.property_id})
            </p>
            <p>
              <strong>{REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason}</strong>: {r.details}
            </p>
            <p className="text-gray-700">{r.has_email ? 'The reporter is e-mailed when you close it.' : 'The reporter left no address.'}</p>
            {r.status === 'new' ? (
              <form onSubmit={(e) => void resolve(e, r)} className="flex flex-col gap-2" aria-label={`Close report #${r.id}`}>
                <NoteField label="Note (what was done)" name="note" required />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" value="handled">
                    Mark handled
                  </Button>
                  <Button type="submit" tone="plain" value="dismissed">
                    Dismiss
                  </Button>
                </div>
              </form>
            ) : (
              <p>
                {r.status === 'handled' ? 'Handled' : 'Dismissed'} by {r.resolved_by}: {r.resolution_note}
              </p>
            )}
          </>
        )}
      </PagedList>
    </section>
  )
}
