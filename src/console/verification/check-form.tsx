import { useState, type ChangeEvent, type FormEvent } from 'react'
import { duplicateText, MAX_DOCUMENT_BYTES, type QueueListing, type VerificationDocument } from '~/shared/console/verification'
import { lagosToday } from '~/shared/schemas/ops'
import { VERIFICATION_STEP_LABELS, VERIFICATION_STEPS, type VerificationStep } from '~/shared/trust/verification'
import { consoleApi } from '../api'
import { UploadList, useUploads } from '../uploads/upload-list'
import { SelectField } from '../select-field'
import { Button, Field, formValues, Notice } from '../ui'

/**
 * Record one check of a listing with its documents (decision 049). Each file is sent as soon as it
 * is chosen, so a document already used elsewhere is flagged before the check is saved; saving
 * with a flagged document needs the box ticked.
 */
export function CheckForm({ listing, onSaved }: { listing: QueueListing; onSaved: (message: string) => void }) {
  const firstDue = listing.checks.find((c) => c.due)?.step ?? 'title'
  const [step, setStep] = useState<VerificationStep>(firstDue)
  const [docs, setDocs] = useState<VerificationDocument[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const flagged = docs.filter((d) => d.duplicates.length)

  const uploads = useUploads<VerificationDocument>((doc) => setDocs((d) => [...d, doc]))

  // Sent in parts (decision 057): a 15 MB scan passes where one request of it would not.
  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.currentTarget.files ?? [])]
    e.currentTarget.value = ''
    setError('')
    await uploads.add(files.map((file) => ({ file, refused: file.size > MAX_DOCUMENT_BYTES ? `${file.name} is larger than 15 MB` : undefined })), { purpose: 'document', listing_id: listing.id, step })
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const { outcome, done_on, partner_firm, result, note, confirm } = formValues(e.currentTarget)
    // The server refuses it too (409); said here first, so the verifier looks again before anything is sent.
    if (flagged.length && confirm !== 'yes') {
      e.currentTarget.querySelector<HTMLInputElement>('input[name="confirm"]')?.focus()
      return setError(`${flagged[0]!.filename}: ${duplicateText(flagged[0]!.duplicates[0]!)}. Confirm to save the check anyway.`)
    }
    setBusy(true)
    const body = { step, outcome, done_on, partner_firm, result, note, documents: docs.map((d) => d.id), confirm_duplicates: confirm === 'yes' }
    const res = await consoleApi('POST', `/listings/${listing.id}/verification`, body)
    setBusy(false)
    if (!res.ok) return setError(res.message)
    onSaved(`${listing.title}: ${res.message}`)
  }

  const id = (name: string) => `check-${listing.id}-${name}`
  return (
    <form onSubmit={save} className="flex flex-col gap-3 rounded border border-gray-300 bg-gray-50 p-3" aria-label={`Record a check of ${listing.title}`}>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField label="Check" name="step" value={step} onChange={(v) => (setStep(v as VerificationStep), setDocs([]))}>
          {VERIFICATION_STEPS.map((s) => (
            <option key={s} value={s}>
              {VERIFICATION_STEP_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Result of the check" name="outcome" defaultValue="passed">
          <option value="passed">Passed</option>
          <option value="failed">Failed</option>
        </SelectField>
        <Field label="Date done" name="done_on" type="date" defaultValue={lagosToday()} required />
      </div>
      {step === 'title' && (
        <div className="grid gap-3 md:grid-cols-2">
          <Field label="Law firm" name="partner_firm" required />
          <Field label="What the search found" name="result" required />
        </div>
      )}
      <Field label="Note (staff and audit)" name="note" />
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={id('file')}>
        Documents (PDF, JPEG or PNG, up to 15 MB each)
        <input id={id('file')} type="file" accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png" multiple onChange={(e) => void choose(e)} className="text-sm font-normal" />
      </label>
      <UploadList items={uploads.items} retry={uploads.retry} label="Documents being sent" />
      {docs.length > 0 && (
        <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm" aria-label="Documents attached">
          {docs.map((d) => (
            <li key={d.id}>
              <span className="font-semibold">{d.filename}</span> · {Math.max(1, Math.round(d.size_bytes / 1024))} KB
              {d.duplicates.map((dup, i) => (
                <p key={i} role="alert" className="mt-1 rounded bg-amber-50 px-2 py-1 text-amber-900">
                  {duplicateText(dup)}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
      {flagged.length > 0 && (
        <label className="flex items-start gap-2 text-sm font-medium">
          <input type="checkbox" name="confirm" value="yes" className="mt-1 h-5 w-5" />I have checked: save the check with this document anyway
        </label>
      )}
      <Notice text={error} tone="error" />
      <div>
        <Button type="submit" disabled={busy || uploads.busy}>
          Save check
        </Button>
      </div>
    </form>
  )
}
