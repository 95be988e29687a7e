import { Link } from 'react-router-dom'

/** The page numbers shown: the first, the last, and two either side of the current one; 0 is a gap. */
export function pageNumbers(current: number, pages: number): number[] {
  const out: number[] = []
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - current) <= 2) out.push(p)
    else if (out.at(-1) !== 0) out.push(0)
  }
  return out
}

const item = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold'

interface ResultsPagerProps {
  /** The first page shown (the URL's) and the last one loaded so far by the infinite scroll. */
  first: number
  last: number
  pages: number
  href: (page: number) => string
}

/**
 * Numbered pages under the results (decision 056): real links, so the results read page by page
 * without JavaScript and for crawlers; with it they stay under the infinite list, the last page
 * loaded marked as the current one.
 */
export function ResultsPager({ first, last, pages, href }: ResultsPagerProps) {
  if (pages <= 1) return null
  const link = (page: number, label: string, extra: { rel?: string; 'aria-label'?: string } = {}) => (
    <Link key={label} to={href(page)} {...extra} className={`${item} border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}>
      {label}
    </Link>
  )
  return (
    <nav aria-label="Results pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {first > 1 && link(first - 1, 'Previous', { rel: 'prev' })}
      {pageNumbers(last, pages).map((p, i) =>
        p === 0 ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-500">
            …
          </span>
        ) : p === last ? (
          <span key={p} aria-current="page" aria-label={`Page ${p}`} className={`${item} border-brand-dark bg-brand-dark text-white`}>
            {p}
          </span>
        ) : (
          link(p, String(p), { 'aria-label': `Page ${p}` })
        ),
      )}
      {last < pages && link(last + 1, 'Next', { rel: 'next' })}
    </nav>
  )
}
