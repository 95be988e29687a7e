import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { AUDIT_TARGETS, type ConsoleAuditRow, type ConsolePage } from '~/shared/console/queries'
import { consoleApi } from './api'
import { Choice, when } from './paged-list'
import { Button, Field, formValues, Notice } from './ui'

const TARGETS = [['', 'Any'], ...AUDIT_TARGETS.map((t) => [t, t] as const)] as const


/** The tenant's trail: who did what, when, before and after; filtered by actor, action and days. */
export function AuditPage() {
  const [query, setQuery] = useState<Record<string, string>>({})
  const [page, setPage] = useState<ConsolePage<ConsoleAuditRow> | null>(null)
  const [error, setError] = useState('')

  const load = useCallback(async (q: Record<string, string>, before?: number) => {
    const params = new URLSearchParams(Object.entries(q).filter(([, v]) => v))
    if (before) params.set('before', String(before))
    const res = await consoleApi<ConsolePage<ConsoleAuditRow>>('GET', `/audit?${params}`)
    setError(res.ok ? '' : res.message)
    if (res.ok) setPage((prev) => (before && prev ? { items: [...prev.items, ...res.data.items], next: res.data.next } : res.data))
  }, [])
  useEffect(() => void load({}), [load])

  function filter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const q = formValues(e.currentTarget)
    setQuery(q)
    void load(q)
  }

  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-4">
      <h1 id="audit-heading" className="text-2xl font-bold">
        Audit
      </h1>
      <form onSubmit={filter} className="flex flex-wrap items-end gap-3" aria-label="Filter the audit">
        <Field label="Who (e-mail or name)" name="actor" />
        <Field label="Action" name="action" />
        <Choice label="Target" name="target_kind" options={TARGETS} defaultValue="" />
        <Field label="Target id" name="target_id" />
        <Field label="From" name="from" type="date" />
        <Field label="To" name="to" type="date" />
        <Button type="submit">Filter</Button>
      </form>
      <Notice text={error} tone="error" />
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Audit entries">
        {page?.items.map((r) => (
          <li key={r.id} className="rounded border border-gray-300 bg-white p-3 text-sm">
            <p>
              <strong>{r.action}</strong> on {r.target_kind} {r.target_id} by {r.actor} ({r.channel}), {when.format(new Date(r.at))}
            </p>
            <details>
              <summary className="cursor-pointer text-blue-800">Before and after</summary>
              <pre className="overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
      {page?.items.length === 0 && <p>No entries match.</p>}
      {page?.next && (
        <Button tone="plain" onClick={() => void load(query, page.next!)}>
          Show more
        </Button>
      )}
    </section>
  )
}
