import { formatMoney } from '~/shared/format/currency'
import { shortDay } from '~/shared/format/short-day'
import type { PriceHistoryEvent } from './price-context'

const naira = (v: string | null) => formatMoney(Number(v), 'NGN')

/** What one change says, without its date; null for a first record that only repeats the listing. */
function changeText(e: PriceHistoryEvent): string | null {
  if (e.kind === 'price') {
    if (e.from_value === null) return `Listed at ${naira(e.to_value)}`
    const diff = Number(e.to_value) - Number(e.from_value)
    if (!diff) return null
    return `${diff < 0 ? 'Reduced' : 'Raised'} by ${naira(String(Math.abs(diff)))} to ${naira(e.to_value)}`
  }
  if (e.from_value === null) return null
  if (e.kind === 'availability') return e.to_value === 'available' ? 'Back on the market' : `Marked ${e.to_value}`
  return `Status changed to ${e.to_value} (was ${e.from_value})`
}

/** A listing's history as lines, newest first: 'Reduced by ₦12,000,000 to ₦168,000,000 on 3 Oct 2026'. */
export function priceHistoryLines(events: readonly PriceHistoryEvent[]): { text: string; on: string; kind: PriceHistoryEvent['kind']; down: boolean }[] {
  return events
    .flatMap((e) => {
      const text = changeText(e)
      const down = e.kind === 'price' && e.from_value !== null && Number(e.to_value) < Number(e.from_value)
      return text ? [{ text: `${text} on ${shortDay(e.on)}`, on: e.on, kind: e.kind, down }] : []
    })
    .reverse()
}
