import { useCallback, useEffect, useState, type FormEvent } from 'react'
import type { ConsolePage } from '~/shared/console/queries'
import type { RealtorRecord } from '~/shared/schemas/catalogue-records'
import { consoleApi } from '../api'
import { Button, Field, formValues, Notice } from '../ui'
import { RealtorForm } from './realtor-form'

export type ConsoleRealtorRow = RealtorRecord & { id: number }

/** Realtors (issue 24): find them (server-side paging), add one, edit one; their pages update at once. */
export function RealtorsPage() {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState<ConsolePage<ConsoleRealtorRow> | null>(null)
  const [editing, setEditing] = useState<ConsoleRealtorRow | 'new' | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })

  const load = useCallback(async (q: string, before?: number) => {
    const params = new URLSearchParams(q ? { q } : {})
    if (before) params.set('before', String(before))
    const res = await consoleApi<ConsolePage<ConsoleRealtorRow>>('GET', `/realtors?${params}`)
    if (!res.ok) return setNotice({ text: res.message, tone: 'error' })
    setPage((prev) => (before && prev ? { items: [...prev.items, ...res.data.items], next: res.data.next } : res.data))
  }, [])
  useEffect(() => void load(''), [load])

  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const q = formValues(e.currentTarget).q ?? ''
    setQuery(q)
    void load(q)
  }

  function saved(r: ConsoleRealtorRow, message: string) {
    setEditing(null)
    setNotice({ text: `${r.first_name} ${r.last_name}: ${message}`, tone: 'ok' })
    setPage((p) => p && { ...p, items: p.items.some((x) => x.id === r.id) ? p.items.map((x) => (x.id === r.id ? r : x)) : [r, ...p.items] })
  }

  return (
    <section aria-labelledby="realtors-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="realtors-heading" className="text-2xl font-bold">
          Realtors
        </h1>
        <Button onClick={() => setEditing('new')}>New realtor</Button>
      </div>
      {editing && <RealtorForm key={editing === 'new' ? 'new' : editing.id} realtor={editing === 'new' ? null : editing} onSaved={saved} onCancel={() => setEditing(null)} />}
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <Field label="Name, username or e-mail" name="q" />
        <Button type="submit">Search</Button>
      </form>
      <Notice text={notice.text} tone={notice.tone} />
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label="Realtors found">
        {page?.items.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 rounded border border-gray-300 bg-white p-3 md:flex-row md:items-center md:justify-between">
            <div>
              <a className="font-semibold text-blue-800 underline" href={`/find-trusted-realtors/${r.id}/${r.username}`} target="_blank" rel="noreferrer">
                {r.first_name} {r.last_name}
              </a>
              <p className="text-sm text-gray-700">
                {r.username} · {r.city_served} · {r.email}
              </p>
            </div>
            <Button tone="plain" onClick={() => setEditing(r)}>
              Edit {r.first_name} {r.last_name}
            </Button>
          </li>
        ))}
      </ul>
      {page?.items.length === 0 && <p>No realtor matches.</p>}
      {page?.next && (
        <Button tone="plain" onClick={() => void load(query, page.next!)}>
          Show more
        </Button>
      )}
    </section>
  )
}
