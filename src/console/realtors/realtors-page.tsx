import { useState, type FormEvent } from 'react'
import type { RealtorRecord } from '~/shared/schemas/catalogue-records'
import { PagedList, ROW_WITH_ACTIONS } from '../paged-list'
import { Button, Field, formValues, Notice } from '../ui'
import { usePaged } from '../use-paged'
import { RealtorForm } from './realtor-form'

export type ConsoleRealtorRow = RealtorRecord & { id: number }

/** Realtors (issue 24): find them (server-side paging), add one, edit one; their pages update at once. */
export function RealtorsPage() {
  const [editing, setEditing] = useState<ConsoleRealtorRow | 'new' | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const list = usePaged<ConsoleRealtorRow>('/realtors', {}, (text) => setNotice({ text, tone: 'error' }))

  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    list.search({ q: formValues(e.currentTarget).q ?? '' })
  }

  function saved(r: ConsoleRealtorRow, message: string) {
    setEditing(null)
    setNotice({ text: `${r.first_name} ${r.last_name}: ${message}`, tone: 'ok' })
    list.edit((rows) => (rows.some((x) => x.id === r.id) ? rows.map((x) => (x.id === r.id ? r : x)) : [r, ...rows]))
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
      <PagedList label="Realtors found" page={list.page} empty="No realtor matches." more={list.more} rowClass={ROW_WITH_ACTIONS}>
        {(r) => (
          <>
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
          </>
        )}
      </PagedList>
    </section>
  )
}
