import { useState } from 'react'
import { BOARD_COLUMN_LABELS, BOARD_COLUMNS, type BoardColumn, type BoardPage, type BoardTransaction } from '~/shared/console/board'
import type { Me } from '../api'
import { PageEnd } from '../paged-list'
import { Notice } from '../ui'
import { usePaged } from '../use-paged'
import { TransactionCard } from './transaction-card'

/** Every transaction of the tenant by escrow step (decision 049): one column at a time, so it reads on a phone too. */
export function TransactionsPage({ me }: { me: Me }) {
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const list = usePaged<BoardTransaction, BoardPage>('/transactions', { column: 'accepted' }, (text) => setNotice({ text, tone: 'error' }))
  const column = list.query.column as BoardColumn
  const page = list.page

  const done = (text: string, ok: boolean) => {
    setNotice({ text, tone: ok ? 'ok' : 'error' })
    if (ok) list.reload()
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
            onClick={() => c !== column && list.search({ column: c })}
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
      <PageEnd page={page} empty="No transaction at this step." more={list.more} />
    </section>
  )
}
