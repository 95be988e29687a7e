import { useId, type ReactNode } from 'react'

/** One titled white panel of the timeline page, named by its heading for screen readers. */
export function Panel({ title, intro, className = '', children }: { title: string; intro?: ReactNode; className?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-gray-200 bg-white p-4 shadow-sm md:p-5 ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {intro && <p className="text-sm text-gray-600">{intro}</p>}
      {children}
    </section>
  )
}
