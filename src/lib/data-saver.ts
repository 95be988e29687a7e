import { useSyncExternalStore } from 'react'
import { DATA_SAVER_COOKIE, dataSaverOn } from '~/shared/data-saver'
import { createEmitter } from './events'

/**
 * Whether the page was painted with data saver on: the page function marks `<html data-saver>`
 * (decision 055); a prerendered page is painted off. Hydration starts from it, then takes the
 * browser's own answer. In the page function's painter it is set per page (`paintDataSaver`).
 */
let painted = typeof document !== 'undefined' && document.documentElement.hasAttribute('data-saver')
const changes = createEmitter<void>()

/**
 * Read once per task: every photo asks while a page renders, and reading `document.cookie` costs
 * a phone's main thread each time. A change made elsewhere is seen from the next task on.
 */
let cached: boolean | undefined

/** On by choice, else when the browser or the request the page was painted for said Save-Data. */
export function isDataSaverOn(): boolean {
  if (typeof document === 'undefined') return painted
  if (cached === undefined) {
    cached = dataSaverOn(document.cookie, painted || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true)
    queueMicrotask(() => (cached = undefined))
  }
  return cached
}

/**
 * The person's choice, remembered a year so the page function paints it too. A preference the
 * page's own script reads: not HttpOnly, and it carries nothing secret (decision 055).
 */
export function setDataSaver(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${+on};path=/;max-age=31536000;samesite=lax`
  cached = undefined
  changes.emit()
}

export const useDataSaver = () => useSyncExternalStore(changes.subscribe, isDataSaverOn, () => painted)

/** The painter renders one page at a time, synchronously: this is that page's value. */
export function paintDataSaver(on: boolean) {
  painted = on
}
