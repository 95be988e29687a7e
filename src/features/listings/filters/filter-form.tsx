import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The parameters the filter bar's controls send themselves (their `name`s). `currency` goes with
 * the price fields: without JavaScript they show naira, so a form sent from them is in naira
 * (as removing the 'Priced in … only' chip keeps the price range, decision 042).
 */
export const FILTER_FORM_NAMES = ['location', 'property_status', 'property_sub_type', 'bedrooms', 'bathrooms', 'min_amount', 'max_amount', 'currency', 'verified'] as const

/** The sort and category controls' own names. */
export const TOOLBAR_NAMES = ['sort_by', 'category'] as const

/** The search's other parameters, kept as they are: a new filter never drops a place or a category. */
function CarriedParams({ search, own }: { search: URLSearchParams; own: readonly string[] }) {
  const skip = new Set([...own, 'page'])
  return (
    <>
      {[...search].filter(([k]) => !skip.has(k)).map(([k, value], i) => (
        <input key={`${k}-${i}`} type="hidden" name={k} value={value} />
      ))}
    </>
  )
}

interface FilterFormProps {
  search: URLSearchParams
  /** The names this form's controls send; every other parameter is carried in hidden fields. */
  own: readonly string[]
  className?: string
  children: ReactNode
}

/**
 * A plain GET form to this page (decision 056): without JavaScript, sending it loads the results
 * for its controls; the page function reads the same names the URL carries. With JavaScript each
 * control applies at once, as before, and the form is never sent.
 */
export function FilterForm({ search, own, className, children }: FilterFormProps) {
  const { pathname } = useLocation()
  const hydrated = useHydrated()
  return (
    <form method="get" action={pathname} className={className} onSubmit={(e) => e.preventDefault()}>
      {!hydrated && <CarriedParams search={search} own={own} />}
      {children}
    </form>
  )
}

/** The submit button a form shows only without JavaScript. */
export function NoJsSubmit({ children, className = '' }: { children: ReactNode; className?: string }) {
  const hydrated = useHydrated()
  if (hydrated) return null
  return (
    <button type="submit" className={`nojs-only rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-ink hover:opacity-90 ${className}`}>
      {children}
    </button>
  )
}
