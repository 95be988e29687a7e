import { useState } from 'react'
import type { InboxSubmission } from '~/shared/console/inboxes'
import { FORM_NAMES } from '~/shared/schemas/marketing-forms'
import { consoleDownload } from './api'
import { Choice, PagedList, when } from './paged-list'
import { Button, Notice } from './ui'
import { usePaged } from './use-paged'

const FORMS = FORM_NAMES.map((f) => [f, f] as const)

/** One form's submissions, newest first; the CSV is what `npm run submissions` prints for that form. */
export function SubmissionsPage() {
  const list = usePaged<InboxSubmission>('/submissions', { form: 'contact-us' })
  const [since, setSince] = useState('')
  const [error, setError] = useState('')
  const form = list.query.form ?? 'contact-us'

  async function download() {
    const params = new URLSearchParams({ form, ...(since ? { since } : {}) })
    setError(await consoleDownload(`/submissions.csv?${params}`, `submissions-${form}.csv`))
  }

  return (
    <section aria-labelledby="submissions-heading" className="flex flex-col gap-4">
      <h1 id="submissions-heading" className="text-2xl font-bold">
        Form submissions
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <Choice label="Form" name="form" options={FORMS} defaultValue="contact-us" onChange={(f) => list.search({ form: f })} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          CSV from (optional)
          <input type="date" value={since} onChange={(e) => setSince(e.currentTarget.value)} className="min-h-11 rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700" />
        </label>
        <Button tone="plain" onClick={() => void download()}>
          Download CSV
        </Button>
      </div>
      <Notice text={error || list.error} tone="error" />
      <PagedList label={`Submissions of ${form}`} page={list.page} empty="No submissions of this form yet." more={list.more}>
        {(s) => (
          <>
            <p>
              <strong>#{s.id}</strong> · {when.format(new Date(s.created_at))} · {s.email}
            </p>
            <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
              {Object.entries(s.payload).map(([k, val]) => (
                <div key={k} className="contents">
                  <dt className="font-semibold">{k}</dt>
                  <dd className="m-0 break-words">{typeof val === 'object' ? JSON.stringify(val) : String(val)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </PagedList>
    </section>
  )
}
