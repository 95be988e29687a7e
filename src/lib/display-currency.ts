import { useSyncExternalStore } from 'react'
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '~/shared/format/currency'

/** Where the buyer's chosen currency is kept (decision 042): a display preference, not a filter. */
export const DISPLAY_CURRENCY_KEY = 'haven:display-currency'

const listeners = new Set<() => void>()

// The choice made, for when storage refuses it (private mode): then it lasts the visit.
let chosen: string | null = null

function read(): Currency {
  let v = chosen
  try {
    v = window.localStorage.getItem(DISPLAY_CURRENCY_KEY)
  } catch {
    // Refused: the choice made in this visit, if any.
  }
  return isCurrency(v) ? v : DEFAULT_CURRENCY
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Keeps the buyer's currency for this and later visits. */
export function setDisplayCurrency(currency: Currency) {
  chosen = currency
  try {
    window.localStorage.setItem(DISPLAY_CURRENCY_KEY, currency)
  } catch {
    // Refused: the choice lasts until the page is left.
  }
  listeners.forEach((l) => l())
}

/**
 * The currency prices are shown in. The server and the first render show naira (the spec's
 * default), then the buyer's choice once the page has hydrated.
 */
export function useDisplayCurrency(): Currency {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_CURRENCY)
}
