import { useDisplayCurrency } from '~/lib/display-currency'
import { useTenant } from '~/lib/tenant'
import type { Currency } from '~/shared/format/currency'
import { resolveFxRates, type FxRates } from '~/shared/trust/fx-rates'

// Apart from the preference itself, so a page that only reads the choice carries no rates.
/** The buyer's currency and the tenant's dated rates to show prices in it. */
export function useMoneyView(): { currency: Currency; rates: FxRates } {
  const tenant = useTenant()
  return { currency: useDisplayCurrency(), rates: resolveFxRates(tenant.cost_rates) }
}
