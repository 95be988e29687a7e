import { formatPlanPrice, PLAN_TEXTS } from './plans'

/** The three plans in brief, name and price: only the prerender builds it (decision 031). */
export function PlanSummary() {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-3">
      {PLAN_TEXTS.map((p) => (
        <li key={p.id} className="rounded-xl bg-white p-5 ring-1 ring-black/10">
          <h3 className="font-semibold text-gray-900">{p.name}</h3>
          <p className="mt-2 text-2xl font-bold text-gray-900">{formatPlanPrice(p.price)}</p>
          <p className="mt-1 text-sm text-gray-600">{p.headline}</p>
        </li>
      ))}
    </ul>
  )
}
