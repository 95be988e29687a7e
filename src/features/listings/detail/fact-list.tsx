/** A listing's facts as label–value rows. */
export function FactList({ facts, className = '' }: { facts: { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label} className="flex justify-between gap-4 border-b border-gray-100 py-2.5 last:border-0">
          <dt className="text-gray-600">{f.label}</dt>
          <dd className="text-right font-medium text-gray-900">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
