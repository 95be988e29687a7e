import { useEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { AppLink } from '~/components/ui/app-link'
import { clearCompare, compareHref, compareState, hostTray, MAX_COMPARE, subscribeCompare, toggleCompare } from './compare-list'

const useCompare = () => useSyncExternalStore(subscribeCompare, compareState, compareState)

/** The tray at the foot of the screen: how many are chosen, a link to compare them, and Clear. */
function CompareTray({ ids }: { ids: number[] }) {
  return (
    <div role="region" aria-label="Compare" className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="text-sm text-gray-800">
          <strong className="font-semibold">{ids.length}</strong> of {MAX_COMPARE} chosen to compare
        </p>
        <div className="flex items-center gap-2">
          <button type="button" onClick={clearCompare} className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-100">
            Clear
          </button>
          <AppLink href={compareHref(ids)} className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:bg-brand-dark hover:text-white">
            Compare{ids.length > 1 ? ` ${ids.length}` : ''}
          </AppLink>
        </div>
      </div>
    </div>
  )
}

/**
 * 'Add to compare' on a card (issue 25), fetched after the page's first load (the `compare-toggle`
 * chunk). The first card mounted also shows the tray, so a page has one whatever its cards.
 */
export default function CompareToggle({ listingId }: { listingId: number }) {
  const { ids, hosts } = useCompare()
  const [me] = useState(() => Symbol('tray'))
  useEffect(() => hostTray(me), [me])
  const on = ids.includes(listingId)
  const full = !on && ids.length >= MAX_COMPARE
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        disabled={full}
        title={full ? `You can compare up to ${MAX_COMPARE} listings` : undefined}
        onClick={() => toggleCompare(listingId)}
        className={`ml-auto rounded-md border px-2 py-1 text-xs font-semibold disabled:opacity-50 ${on ? 'border-brand bg-brand-light text-brand-dark' : 'border-gray-300 text-gray-800 hover:bg-gray-50'}`}
      >
        {on ? '✓ Comparing' : 'Add to compare'}
      </button>
      {hosts[0] === me && ids.length > 0 && createPortal(<CompareTray ids={ids} />, document.body)}
    </>
  )
}
