import type { FormEvent } from 'react'
import { AUDIT_TARGETS, type ConsoleAuditRow } from '~/shared/console/queries'
import { Choice, PageEnd, when } from './paged-list'
import { Button, Field, formValues, Notice } from './ui'
import { usePaged } from './use-paged'

const TARGETS = [['', 'Any'], ...AUDIT_TARGETS.map((t) => [t, t] as const)] as const


/** The tenant's trail: who did what, when, before and after; filtered by actor, action and days. */
export function AuditPage() {
  const list = usePaged<ConsoleAuditRow>('/audit')

  function filter(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    list.search(formValues(e.currentTarget))
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
      <Notice text={list.error} tone="error" />
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Audit entries">
        {list.page?.items.map((r) => (
          <li key={r.id} className="rounded border border-gray-300 bg-white p-3 text-sm">
            <p>
              <strong>{r.action}</strong> on {r.target_kind} {r.target_id} by {r.actor}
              {r.claimed_actor && <> (says: {r.claimed_actor})</>} ({r.channel}), {when.format(new Date(r.at))}
            </p>
            <details>
              <summary className="cursor-pointer text-blue-800">Before and after</summary>
              <pre className="overflow-x-auto whitespace-pre-wrap text-xs">{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
      <PageEnd page={list.page} empty="No entries match." more={list.more} />
    </section>
  )
}
