import { useEffect, useState, type FormEvent } from 'react'
import type { TransactionNote } from '~/shared/console/board'
import { consoleApi } from '../api'
import { Button, Field, Notice } from '../ui'

/** Staff notes on a transaction (never shown to the buyer), loaded when opened. */
export function NotesPanel({ transactionId, title }: { transactionId: number; title: string }) {
  const [notes, setNotes] = useState<TransactionNote[]>([])
  const [error, setError] = useState('')
  useEffect(() => {
    void consoleApi<TransactionNote[]>('GET', `/transactions/${transactionId}/notes`).then((res) => (res.ok ? setNotes(res.data) : setError(res.message)))
  }, [transactionId])

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const body = (new FormData(form).get('body') as string) ?? ''
    const res = await consoleApi<TransactionNote>('POST', `/transactions/${transactionId}/notes`, { body })
    if (!res.ok) return setError(res.message)
    setError('')
    setNotes((n) => [...n, res.data])
    form.reset()
  }

  return (
    <div className="flex flex-col gap-2">
      <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm" aria-label={`Notes on ${title}`}>
        {notes.map((n) => (
          <li key={n.id}>
            <strong>{n.author}</strong> · {new Date(n.created_at).toLocaleString('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' })}: {n.body}
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <Field label="New note (staff only)" name="body" />
        <Button type="submit" tone="plain">
          Add note
        </Button>
      </form>
      <Notice text={error} tone="error" />
    </div>
  )
}
