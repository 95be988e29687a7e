import { useCallback, useEffect, useState } from 'react'
import { BOARD_COLUMN_LABELS, BOARD_COLUMNS, type BoardColumn, type BoardPage } from '~/shared/console/board'
import { consoleApi, type Me } from '../api'
import { Button, Notice } from '../ui'
import { TransactionCard } from './transaction-card'

/** Every transaction of the tenant by escrow step (decision 049): one column at a time, so it reads on a phone too. */
export function TransactionsPage({ me }: { me: Me }) {
  const [column, setColumn] = useState<BoardColumn>('accepted')
  const [page, setPage] = useState<BoardPage | null>(null)
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })

  const load = useCallback(async (c: BoardColumn, before?: number) => {
    const res = await consoleApi<BoardPage>('GET', `/transactions?column=${c}${before ? `&before=${before}` : ''}`)
    if (!res.ok) return setNotice({ text: res.message, tone: 'error' })
    setPage((prev) => (before && prev ? { ...res.data, items: [...prev.items, ...res.data.items] } : res.data))
  }, [])
  useEffect(() => void load(column), [load, column])

  const done = (text: string, ok: boolean) => {
    setNotice({ text, tone: ok ? 'ok' : 'error' })
    if (ok) void load(column)
  }

  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-4">
      <h1 id="transactions-heading" className="text-2xl font-bold">
        Transactions
      </h1>
      <div role="group" aria-label="Escrow steps" className="flex flex-wrap gap-2">
        {BOARD_COLUMNS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === column}
            onClick={() => setColumn(c)}
            className={`min-h-11 rounded border px-3 py-2 text-sm font-semibold focus:outline-2 focus:outline-offset-2 focus:outline-blue-700 ${c === column ? 'border-blue-800 bg-blue-800 text-white' : 'border-gray-400 bg-white text-gray-900 hover:bg-gray-100'}`}
          >
            {BOARD_COLUMN_LABELS[c]} ({page?.counts[c] ?? '…'})
          </button>
        ))}
      </div>
      <Notice text={notice.text} tone={notice.tone} />
      <ul className="m-0 flex list-none flex-col gap-2 p-0" aria-label={`${BOARD_COLUMN_LABELS[column]}: transactions`}>
        {page?.items.map((t) => <TransactionCard key={t.id} t={t} me={me} onDone={done} />)}
      </ul>
      {page?.items.length === 0 && <p>No transaction at this step.</p>}
      {page?.next && (
        <Button tone="plain" onClick={() => void load(column, page.next!)}>
          Show more
        </Button>
      )}
    </section>
  )
}
