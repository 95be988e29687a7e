import { useId, type ReactNode } from 'react'
import type { ConsolePage } from '~/shared/console/queries'
import { Button } from './ui'

const ROW = 'flex flex-col gap-2 rounded border border-gray-300 bg-white p-3 text-sm'
/** A row whose actions sit beside it from md up (listings, realtors). */
export const ROW_WITH_ACTIONS = 'flex flex-col gap-2 rounded border border-gray-300 bg-white p-3 md:flex-row md:items-center md:justify-between'

/** A console page's list: the rows (each a card, `rowClass` its look), a line when nothing matches, "Show more" while there is more. */
export function PagedList<T extends { id: number }>(props: { label: string; page: ConsolePage<T> | null; empty: string; more: () => void; rowClass?: string; children: (row: T) => ReactNode }) {
  return (
    <>
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={props.label}>
        {props.page?.items.map((row) => (
          <li key={row.id} className={props.rowClass ?? ROW}>
            {props.children(row)}
          </li>
        ))}
      </ul>
      <PageEnd page={props.page} empty={props.empty} more={props.more} />
    </>
  )
}

/** Under a console list: a line when nothing matches, "Show more" while there is more. */
export function PageEnd(props: { page: ConsolePage<unknown> | null; empty: string; more: () => void }) {
  return (
    <>
      {props.page?.items.length === 0 && <p>{props.empty}</p>}
      {props.page?.next && (
        <Button tone="plain" onClick={props.more}>
          Show more
        </Button>
      )}
    </>
  )
}

/** A labelled choice among fixed values (a native select: keyboard and screen readers know it). */
export function Choice(props: { label: string; name: string; options: readonly (readonly [string, string])[]; defaultValue?: string; onChange?: (value: string) => void }) {
  // Labelled by id, not by wrapping: a wrapping label's text would include every option's.
  const id = useId()
  return (
    <div className="flex max-w-full flex-col gap-1 self-start text-sm font-medium">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.defaultValue} onChange={(e) => props.onChange?.(e.currentTarget.value)} className="min-h-11 rounded border border-gray-400 bg-white px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700">
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A labelled multi-line note. */
export function NoteField(props: { label: string; name: string; required?: boolean }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {props.label}
      <textarea name={props.name} required={props.required} rows={2} maxLength={1000} className="rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700" />
    </label>
  )
}

export const when = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' })
