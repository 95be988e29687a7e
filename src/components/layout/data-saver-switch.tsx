import { useEffect, useState } from 'react'
import { setDataSaver, useDataSaver } from '~/lib/data-saver'

/**
 * The footer's data saver (issue 26 item 6, decision 055): a switch, and beside it what it does or,
 * when on, what this page has cost so far. The cost's code is fetched only once it is on.
 */
export function DataSaverSwitch() {
  const on = useDataSaver()
  const [cost, setCost] = useState('')
  useEffect(() => {
    if (!on) return
    const watching = import('~/lib/page-cost').then((m) => m.watchCost(setCost))
    return () => void watching.then((stop) => stop())
  }, [on])
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" role="switch" aria-checked={on} aria-describedby="data-saver-note" onClick={() => setDataSaver(!on)} className="inline-flex min-h-6 items-center gap-2 font-semibold text-white">
        <span aria-hidden="true" className={`relative h-5 w-9 rounded-full ${on ? 'bg-brand' : 'bg-gray-600'}`}>
          <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white ${on ? 'left-4.5' : 'left-0.5'}`} />
        </span>
        Data saver
      </button>
      <span id="data-saver-note">{on ? cost : 'Smallest photos, nothing loaded ahead'}</span>
    </div>
  )
}
