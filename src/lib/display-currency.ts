import { useSyncExternalStore } from 'react'
import { DEFAULT_CURRENCY, isCurrency, type Currency } from '~/shared/format/currency'
import { useTenant } from '~/lib/tenant'
import { resolveCostRates } from '~/shared/trust/cost-rates'
import type { CostRates } from '~/shared/tenant/cost-rates-schema'

/** Where the buyer's chosen currency is kept (decision 042): a display preference, not a filter. */
export const DISPLAY_CURRENCY_KEY = 'haven:display-currency'

const listeners = new Set<() => void>()

function read(): Currency {
  try {
    const v = window.localStorage.getItem(DISPLAY_CURRENCY_KEY)
    return isCurrency(v) ? v : DEFAULT_CURRENCY
  } catch {
    return DEFAULT_CURRENCY
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab choosing a currency changes this one too.
  const onStorage = (e: StorageEvent) => e.key === DISPLAY_CURRENCY_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Keeps the buyer's currency for this and later visits. */
export function setDisplayCurrency(currency: Currency) {
  try {
    window.localStorage.setItem(DISPLAY_CURRENCY_KEY, currency)
  } catch {
    // Storage refused (private mode, full): the choice lasts until the page is left.
    memory = currency
  }
  listeners.forEach((l) => l())
}

let memory: Currency | null = null

/**
 * The currency prices are shown in. The server and the first render show naira (the spec's
 * default), then the buyer's choice once the page has hydrated.
 */
export function useDisplayCurrency(): Currency {
  return useSyncExternalStore(subscribe, () => memory ?? read(), () => DEFAULT_CURRENCY)
}

/** The buyer's currency and the tenant's dated rates to show prices in it. */
export function useMoneyView(): { currency: Currency; rates: CostRates } {
  const tenant = useTenant()
  return { currency: useDisplayCurrency(), rates: resolveCostRates(tenant.cost_rates) }
}
