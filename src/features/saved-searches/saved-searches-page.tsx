import { requestAuth } from '~/components/layout/auth-events'
import { AppLink } from '~/components/ui/app-link'
import { useSession } from '~/lib/session'
import { useSavedSearches } from './api/saved-searches'
import { SavedSearchCard } from './saved-search-card'
import { NEW_SEARCH_HREF } from './search-query'
import { FavouriteAlerts } from './favourite-alerts'

const card = 'rounded-xl border border-gray-200 bg-white p-6'
const primary = 'inline-block rounded-lg bg-brand px-6 py-2.5 font-semibold text-brand-ink hover:opacity-90'

function SavedSearchesSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your saved searches" className="grid gap-4 md:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-gray-200 bg-white p-5">
          <div className="h-5 w-2/3 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-24 animate-pulse rounded bg-gray-100" />
        </div>
      ))}
    </div>
  )
}

function SavedSearchList() {
  const { data, error } = useSavedSearches()
  if (error && !data)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    )
  if (!data) return <SavedSearchesSkeleton />
  if (data.length === 0)
    return (
      <div className={`text-center ${card}`}>
        <p className="text-lg font-semibold text-gray-900">No saved searches yet!</p>
        <p className="mt-1 text-gray-600">Save a search on the results page to come back to it here.</p>
        <AppLink href={NEW_SEARCH_HREF} className={`mt-4 ${primary}`}>
          Search properties
        </AppLink>
      </div>
    )
  return (
    <ul aria-label="Saved searches" className="grid gap-4 md:grid-cols-2">
      {data.map((s) => (
        <SavedSearchCard key={s.id} search={s} />
      ))}
    </ul>
  )
}

/** /saved (000 §2): the signed-in user's saved searches; a visitor is asked to sign in. */
export function SavedSearchesPage() {
  const current = useSession()
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold md:text-3xl">Saved searches</h1>
        <AppLink href={NEW_SEARCH_HREF} className={primary}>
          New search
        </AppLink>
      </div>
      <div className="mt-6">
        {current ? (
          <>
            <SavedSearchList />
            <FavouriteAlerts />
          </>
        ) : (
          <div className={`text-center ${card}`}>
            <h2 className="text-lg font-semibold">Sign in to see your saved searches</h2>
            <p className="mt-1 text-gray-600">Searches you save on the results page appear here once you are signed in.</p>
            <button type="button" onClick={() => requestAuth('signin')} className={`mt-4 ${primary}`}>
              Sign in
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
