import { useState } from 'react'
import { useMoneyView } from '~/lib/use-money-view'
import { CURRENCY_SYMBOLS, toCurrency } from '~/shared/format/currency'
import { formatDigitsWithSeparators, parseAmount } from '~/shared/format/number'
import { convertAmount } from '~/shared/trust/fx'
import type { FxRates } from '~/shared/trust/fx-rates'
import type { Currency } from '~/shared/format/currency'
import { priceParams } from './filter-rules'

type Change = Record<string, string | undefined>

/**
 * The currency of min_amount and max_amount in the URL, as the API reads them (decision 012): the
 * listing-currency filter's when there is one, otherwise naira.
 */
export const urlAmountCurrency = (search: URLSearchParams) => toCurrency(search.get('currency') ?? 'NGN')

/** A URL amount in the buyer's currency, whole units; null when there is none. */
export function amountIn(search: URLSearchParams, key: 'min_amount' | 'max_amount', to: Currency, rates: FxRates): number | null {
  const n = parseAmount(search.get(key))
  return n === null || n <= 0 ? null : convertAmount(n, urlAmountCurrency(search), to, rates)
}

const control = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm'

/**
 * Min and max price, typed in the buyer's currency (issue 23 item 2) and put in the URL in the
 * currency the API compares in; 000 §5: digits only, thousands separators, max only above min.
 */
export function PriceInputs({ search, onChange }: { search: URLSearchParams; onChange: (c: Change) => void }) {
  const { currency, rates } = useMoneyView()
  const shown = (key: 'min_amount' | 'max_amount') => formatDigitsWithSeparators(String(amountIn(search, key, currency, rates) ?? ''))
  const [min, setMin] = useState(shown('min_amount'))
  const [max, setMax] = useState(shown('max_amount'))
  const apply = () => {
    const next = priceParams(min, max)
    if (!next.max_amount) setMax('')
    const inUrl = (text: string | undefined) => text && String(convertAmount(Number(text), currency, urlAmountCurrency(search), rates))
    onChange({ min_amount: inUrl(next.min_amount), max_amount: inUrl(next.max_amount) })
  }
  const symbol = CURRENCY_SYMBOLS[currency]
  // Named for the GET form (decision 056): without JavaScript the fields show naira, sent as naira.
  const field = (label: string, name: 'min_amount' | 'max_amount', value: string, set: (v: string) => void) => (
    <label className="block">
      <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-gray-600">
        {label} <span className="normal-case">({symbol})</span>
      </span>
      <input
        inputMode="numeric"
        name={name}
        value={value}
        onChange={(e) => set(formatDigitsWithSeparators(e.target.value))}
        onBlur={apply}
        onKeyDown={(e) => e.key === 'Enter' && apply()}
        placeholder="Any"
        className={control}
      />
    </label>
  )
  return (
    <div className="grid grid-cols-2 gap-2">
      {field('Min price', 'min_amount', min, setMin)}
      {field('Max price', 'max_amount', max, setMax)}
    </div>
  )
}
