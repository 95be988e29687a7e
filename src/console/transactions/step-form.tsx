import { useState, type FormEvent } from 'react'
import { STAFF_STEP_LABELS, type BoardTransaction } from '~/shared/console/board'
import { LAGOS_OFFSET } from '~/shared/format/lagos-time'
import type { TransactionStep } from '~/shared/transactions/escrow-states'
import { consoleApi } from '../api'
import { SelectField } from '../select-field'
import { Button, Field, formValues } from '../ui'

/** The escrow instruction goes with PAYMENT_REQUESTED (decision 043): the same fields the CLI takes. */
function InstructionFields() {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-300 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">Escrow instruction for the buyer</legend>
      <Field label="Escrow partner" name="partner" required />
      <Field label="Account name" name="account_name" required />
      <Field label="Account number (10 digits)" name="account_number" inputMode="numeric" required />
      <Field label="Bank" name="bank" required />
      <Field label="Amount (naira)" name="amount" inputMode="numeric" required />
      <Field label="Payment reference" name="reference" required />
      <Field label="Pay by (Lagos time)" name="deadline" type="datetime-local" required />
    </fieldset>
  )
}

const lagosInstant = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}${LAGOS_OFFSET}` : '')

/** Record the next step: the choice is what the machine allows (server's next_steps); the note is shown to the buyer. */
export function StepForm({ t, onDone }: { t: BoardTransaction; onDone: (text: string, ok: boolean) => void }) {
  const [step, setStep] = useState<TransactionStep | ''>(t.next_steps[0] ?? '')
  const [busy, setBusy] = useState(false)
  if (!t.next_steps.length) return null

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const f = formValues(e.currentTarget)
    const instruction =
      step === 'PAYMENT_REQUESTED'
        ? { partner: f.partner, account_name: f.account_name, account_number: f.account_number, bank: f.bank, amount: f.amount, reference: f.reference, deadline: lagosInstant(f.deadline ?? '') }
        : undefined
    setBusy(true)
    const res = await consoleApi('POST', `/transactions/${t.id}/advance`, { step, note: f.note, instruction })
    setBusy(false)
    onDone(res.ok ? `${t.listing.title}: ${STAFF_STEP_LABELS[step as TransactionStep]} recorded` : res.message, res.ok)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={`Record the next step of ${t.listing.title}`}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Next step" name="step" value={step} onChange={(v) => setStep(v as TransactionStep)}>
          {t.next_steps.map((s) => (
            <option key={s} value={s}>
              {STAFF_STEP_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Field label="Note for the buyer (optional)" name="note" />
      </div>
      {step === 'PAYMENT_REQUESTED' && <InstructionFields />}
      <div>
        <Button type="submit" disabled={busy}>
          Record step
        </Button>
      </div>
    </form>
  )
}

/** End an open dispute: the sale resumes where it stopped, or the funds go back; the buyer reads the note. */
export function ResolveForm({ t, onDone }: { t: BoardTransaction; onDone: (text: string, ok: boolean) => void }) {
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const { outcome, note } = formValues(e.currentTarget)
    const res = await consoleApi('POST', `/transactions/${t.id}/resolve-dispute`, { outcome, note })
    onDone(res.ok ? `${t.listing.title}: ${res.message}` : res.message, res.ok)
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={`Resolve the dispute on ${t.listing.title}`}>
      <SelectField label="Outcome" name="outcome">
        <option value="resume">Resume the sale</option>
        <option value="refund">Return the funds to the buyer</option>
      </SelectField>
      <Field label="How it ended (the buyer reads this)" name="note" required />
      <Button type="submit">Resolve dispute</Button>
    </form>
  )
}
