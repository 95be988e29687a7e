import { useState } from 'react'
import { formatDate, REFERRAL_DATE } from '~/shared/format/date'
import { REFERRALS_PAGE_SIZE, useReferrals } from '../api/referrals-api'

const th = 'sticky top-0 z-10 bg-gray-50 px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-700'
const td = 'whitespace-nowrap px-4 py-3 text-sm text-gray-800'

export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2 p-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded bg-gray-100" />
      ))}
    </div>
  )
}

/** 'List of signups' (000 §2): server pages of 10, the header fixed while the body scrolls (480 px). */
export function SignupsTable() {
  const [page, setPage] = useState(1)
  const { data, error } = useReferrals(page)
  const rows = data?.data ?? []
  const pages = data?.metadata?.pages ?? 1

  let body
  if (error) body = <p role="alert" className="p-6 text-red-700">{error.message}</p>
  else if (!data) body = <TableSkeleton />
  else if ((data.metadata?.total ?? rows.length) === 0)
    body = (
      <div className="px-6 py-14 text-center">
        <p className="text-lg font-semibold text-gray-900">No signups yet!</p>
        <p className="mt-1 text-gray-600">Your referrals will be displayed here when you refer your friends.</p>
      </div>
    )
  else
    body = (
      <div className="max-h-[480px] overflow-auto" tabIndex={0} role="region" aria-label="List of signups, scrollable">
        <table className="min-w-full divide-y divide-gray-200">
          <caption className="sr-only">List of signups, page {page} of {pages}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>S/N</th>
              <th scope="col" className={th}>Name</th>
              <th scope="col" className={th}>Email address</th>
              <th scope="col" className={th}>Date</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 bg-white">
            {rows.map((r, i) => (
              <tr key={r.id}>
                <td className={td}>{(page - 1) * REFERRALS_PAGE_SIZE + i + 1}</td>
                <td className={td}>
                  {r.profile.first_name} {r.profile.last_name}
                </td>
                <td className={td}>{r.email}</td>
                <td className={td}>{formatDate(r.created_at, REFERRAL_DATE)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )

  return (
    <section aria-labelledby="signups-heading" className="overflow-hidden rounded-xl border border-gray-200 bg-white">
      <h2 id="signups-heading" className="border-b border-gray-200 px-5 py-4 text-lg font-semibold">
        List of signups
      </h2>
      {body}
      {pages > 1 && (
        <nav aria-label="Signups pages" className="flex items-center justify-between gap-3 border-t border-gray-200 px-5 py-3 text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium disabled:opacity-50">
            Previous
          </button>
          <span className="text-gray-700">
            Page {page} of {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} className="rounded-lg border border-gray-300 px-3 py-1.5 font-medium disabled:opacity-50">
            Next
          </button>
        </nav>
      )}
    </section>
  )
}
