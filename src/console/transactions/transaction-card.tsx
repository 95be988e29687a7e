import { useState } from 'react'
import { STAFF_STEP_LABELS, type BoardTransaction } from '~/shared/console/board'
import { consoleApi, type Me } from '../api'
import { Button } from '../ui'
import { NotesPanel } from './notes-panel'
import { ResolveForm, StepForm } from './step-form'

type Done = (text: string, ok: boolean) => void

/** Four eyes (decision 045): one asks once the buyer accepted; another approves; the one who asked cannot. */
function ReleaseActions({ t, me, onDone }: { t: BoardTransaction; me: Me; onDone: Done }) {
  const [note, setNote] = useState('')
  if (!me.permissions.includes('transactions.release') || t.step !== 'BUYER_ACCEPTED' || t.disputed) return null
  if (t.release?.mine) return <p className="text-sm font-medium text-amber-900">Release requested by you: another staff member must approve it.</p>
  if (t.release)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">
          Release requested by {t.release.requested_by}
          {t.release.note ? `: “${t.release.note}”` : ''}
        </p>
        <div>
          <Button onClick={() => void consoleApi('POST', `/release-requests/${t.release!.id}/approve`, {}).then((r) => onDone(r.ok ? `${t.listing.title}: ${r.message}` : r.message, r.ok))}>
            Approve release
          </Button>
        </div>
      </div>
    )
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={`Ask to release the funds of ${t.listing.title}`}
      onSubmit={(e) => {
        e.preventDefault()
        void consoleApi('POST', `/transactions/${t.id}/release-request`, { note }).then((r) => onDone(r.ok ? `${t.listing.title}: ${r.message}` : r.message, r.ok))
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Note for the buyer (fees, retentions)
        <input value={note} onChange={(e) => setNote(e.currentTarget.value)} className="rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700" />
      </label>
      <Button type="submit">Ask for release</Button>
    </form>
  )
}

/** One transaction on the board: where it stands, and what staff may do next. */
export function TransactionCard({ t, me, onDone }: { t: BoardTransaction; me: Me; onDone: Done }) {
  const [notes, setNotes] = useState(false)
  return (
    <li className="flex flex-col gap-3 rounded border border-gray-300 bg-white p-3" aria-label={`Transaction ${t.id}: ${t.listing.title}`}>
      <div>
        <a className="font-semibold text-blue-800 underline" href={`/listings/${t.listing.id}/${t.listing.slug}`} target="_blank" rel="noreferrer">
          {t.listing.title}
        </a>
        <p className="text-sm text-gray-700">
          Transaction {t.id} · {t.listing.property_id} · {t.buyer.name} ({t.buyer.email})
        </p>
        <p className="text-sm">
          <strong>{STAFF_STEP_LABELS[t.step]}</strong>
          {t.disputed && <span className="ml-2 rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">Dispute open: funds held</span>}
        </p>
      </div>
      {t.disputed ? <ResolveForm t={t} onDone={onDone} /> : <StepForm t={t} onDone={onDone} />}
      <ReleaseActions t={t} me={me} onDone={onDone} />
      <div>
        <Button tone="plain" onClick={() => setNotes(!notes)}>
          {notes ? 'Hide notes' : `Notes (${t.notes})`}
        </Button>
      </div>
      {notes && <NotesPanel transactionId={t.id} title={t.listing.title} />}
    </li>
  )
}

