import { useState } from 'react'
import { requestAuth } from '~/components/layout/auth-events'
import { AppLink } from '~/components/ui/app-link'
import { useSession } from '~/lib/session'
import { formatNumber } from '~/shared/format/number'
import { useFilterSearch } from '~/features/listings/browse/use-filter-search'
import { ListingsEmpty, ListingsSkeleton } from '~/features/listings/components/listings-placeholders'
import { SortSelect } from '~/features/listings/browse/results-toolbar'
import { FilterBar } from '~/features/listings/filters/filter-bar'
import { TransactionCard } from './transaction-card'
import { TRANSACTION_SORTS, useTransactionPages, type TransactionSort } from './transactions-api'

const GRID = 'grid grid-cols-1 gap-6 md:grid-cols-2'
const secondary = 'rounded-lg border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-50'

/** The filter bar's Search: /listings with the filters chosen here (000 §2 /transactions). */
function SearchLink({ search }: { search: URLSearchParams }) {
  const qs = search.toString()
  return (
    <AppLink href={`/listings${qs ? `?${qs}` : ''}`} className="inline-flex items-center justify-center rounded-lg bg-brand px-5 py-2 text-sm font-semibold text-brand-ink hover:opacity-90">
      Search
    </AppLink>
  )
}

/** Count, sort and the two-column grid, 10 a page with 'Load more'. */
function SignedInTransactions() {
  const [sort, setSort] = useState<TransactionSort>('new')
  const { data: pages, error, isLoading, isValidating, size, setSize, mutate } = useTransactionPages(sort)
  const cards = pages?.flatMap((p) => p.enquiries) ?? []
  const last = pages?.at(-1)
  const total = pages?.[0]?.metadata.total
  const more = Boolean(last && last.metadata.page < last.metadata.pages)
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-600" aria-live="polite">
          {total !== undefined && `${formatNumber(total)} ${total === 1 ? 'result' : 'results'}`}
        </p>
        <SortSelect sortBy={sort} options={TRANSACTION_SORTS} onChange={(value) => setSort(value as TransactionSort)} />
      </div>
      <div className="mt-6">
        {isLoading && !pages && <ListingsSkeleton count={4} className={GRID} />}
        {error && !pages && (
          <p role="alert" className="text-red-700">
            {error.message}
          </p>
        )}
        {total === 0 && <ListingsEmpty title="No transactions found">Book a viewing on any listing and follow it here, from inspection to closing.</ListingsEmpty>}
        {cards.length > 0 && (
          <ul className={GRID}>
            {cards.map((card, i) => (
              <li key={card.id}>
                <TransactionCard card={card} onChanged={() => mutate()} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        {more && (
          <div className="mt-8 text-center">
            <button type="button" disabled={isValidating} onClick={() => void setSize(size + 1)} className={secondary}>
              {isValidating ? 'Loading…' : 'Load more'}
            </button>
          </div>
        )}
      </div>
    </>
  )
}

/** /transactions (000 §2): the signed-in buyer's viewings and purchases; a visitor is asked to sign in. */
export function TransactionsPage() {
  const current = useSession()
  const { search, change } = useFilterSearch()
  return (
    <>
      <FilterBar search={search} onChange={change} action={<SearchLink search={search} />} />
      <section className="mx-auto max-w-7xl px-4 py-8 md:py-10">
        <h1 className="text-2xl font-bold md:text-3xl">Transactions</h1>
        {current ? (
          <SignedInTransactions />
        ) : (
          <div className="mt-6 rounded-xl border border-gray-200 bg-white p-6 text-center">
            <h2 className="text-lg font-semibold">Sign in to see your transactions</h2>
            <p className="mt-1 text-gray-600">Your viewings and purchases appear here once you are signed in.</p>
            <button type="button" onClick={() => requestAuth('signin')} className="mt-4 rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-ink hover:opacity-90">
              Sign in
            </button>
          </div>
        )}
      </section>
    </>
  )
}
