import { useState, type FormEvent } from 'react'
import type { QueueCheck, QueueListing } from '~/shared/console/verification'
import { VERIFICATION_STEP_LABELS, VERIFICATION_STEPS } from '~/shared/trust/verification'
import { PagedList } from '../paged-list'
import { SelectField } from '../select-field'
import { Button, formValues, Notice } from '../ui'
import { usePaged } from '../use-paged'
import { CheckForm } from './check-form'
import { DocumentsList } from './documents-list'

const checkText = (c: QueueCheck) =>
  c.status === 'not_done' ? 'not done' : `${c.status === 'passed' ? 'passed' : 'failed'} ${c.done_on}${c.status === 'passed' && c.due ? ', due again' : ''}${c.documents ? ` · ${c.documents} document${c.documents > 1 ? 's' : ''}` : ''}`

/** Listings whose checks are missing, failed or due (decision 049); record a check with its documents. */
export function VerificationPage() {
  const [open, setOpen] = useState<number | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const list = usePaged<QueueListing>('/verification-queue', {}, (text) => setNotice({ text, tone: 'error' }))

  function filter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    list.search({ step: formValues(e.currentTarget).step ?? '' })
  }

  function saved(message: string) {
    setOpen(null)
    setNotice({ text: message, tone: 'ok' })
    // A listing whose checks are now all sound leaves the queue.
    list.reload()
  }

  return (
    <section aria-labelledby="verification-heading" className="flex flex-col gap-4">
      <h1 id="verification-heading" className="text-2xl font-bold">
        Verification queue
      </h1>
      <p className="text-sm text-gray-700">Listings on sale or to let with a check missing, failed or more than a year old. Documents stay private to your agency’s staff.</p>
      <form onSubmit={filter} className="flex flex-wrap items-end gap-3">
        <SelectField label="Check due" name="step">
          <option value="">Any check</option>
          {VERIFICATION_STEPS.map((s) => (
            <option key={s} value={s}>
              {VERIFICATION_STEP_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Show listings</Button>
      </form>
      <Notice text={notice.text} tone={notice.tone} />
      <PagedList label="Listings to verify" page={list.page} empty="Every listing on sale or to let has its checks." more={list.more} rowClass="flex flex-col gap-2 rounded border border-gray-300 bg-white p-3">
        {(l) => (
          <>
            <div className="flex flex-col gap-2 md:flex-row md:items-start md:justify-between">
              <div>
                <a className="font-semibold text-blue-800 underline" href={`/listings/${l.id}/${l.slug}`} target="_blank" rel="noreferrer">
                  {l.title}
                </a>
                <p className="text-sm text-gray-700">
                  {l.property_id} · {l.state} · {l.verification_tier} of 4 checks passed
                </p>
                <ul className="m-0 mt-1 list-none p-0 text-sm" aria-label={`Checks of ${l.title}`}>
                  {l.checks.map((c) => (
                    <li key={c.step} data-step={c.step} className={c.due ? 'text-amber-900' : 'text-green-800'}>
                      {VERIFICATION_STEP_LABELS[c.step]}: {checkText(c)}
                    </li>
                  ))}
                </ul>
              </div>
              <Button tone="plain" onClick={() => setOpen(open === l.id ? null : l.id)}>
                {open === l.id ? 'Close' : 'Record a check'}
              </Button>
            </div>
            {open === l.id && (
              <>
                <DocumentsList listingId={l.id} />
                <CheckForm listing={l} onSaved={saved} />
              </>
            )}
          </>
        )}
      </PagedList>
    </section>
  )
}
