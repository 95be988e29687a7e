import type { ReactNode } from 'react'

export const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/** `count` skeleton cards in `className`'s grid: 8 while a result page loads (000 §9). */
export function ListingsSkeleton({ count = 8, className = GRID, itemClass = () => '' }: { count?: number; className?: string; itemClass?: (i: number) => string }) {
  return (
    <ul className={className} aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`overflow-hidden rounded-xl border border-gray-100 ${itemClass(i)}`}>
          <div className="h-[200px] animate-pulse bg-gray-200" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-gray-100" />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The empty state: a title and a line of text. */
export function ListingsEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 px-6 py-16 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-2 text-gray-600">{children}</p>
    </div>
  )
}
