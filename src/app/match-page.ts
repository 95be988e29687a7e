import { matchPath } from 'react-router-dom'
import { allRoutes } from '~/config/paths'

/**
 * React Router's rank of a path (its `computeScore`): more segments first, then static over
 * dynamic over empty, the splat last. Ties keep the order of src/config/paths.ts, as siblings do.
 */
function score(path: string): number {
  const segments = path.split('/')
  const base = segments.length + (segments.includes('*') ? -2 : 0)
  return segments.filter((s) => s !== '*').reduce((sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), base)
}

interface Ranked {
  id: string
  path: string
  /** Each segment: its text in lower case, null for a parameter; none for the splat. */
  segments?: (string | null)[]
}

/**
 * The routes ranked once. `matchRoutes` flattens and ranks the whole table on every call, which
 * was a quarter of the app's first task on a phone (decision 060).
 */
let ranked: Ranked[] | undefined
const rankedRoutes = () =>
  (ranked ??= allRoutes
    .map((r, i) => ({ r, score: score(r.path), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ r }) => ({
      id: r.id,
      path: r.path,
      segments: r.path.includes('*') ? undefined : r.path.split('/').map((s) => (s.startsWith(':') ? null : s.toLowerCase())),
    })))

/**
 * Whether `route` could match: as many segments, the same static ones (React Router ignores case
 * and trailing slashes). Only a route that could is handed to `matchPath`, which compiles a
 * regular expression each time: it stays the judge, this only spares it the obvious misses.
 */
function couldMatch(route: Ranked, segments: string[]): boolean {
  if (!route.segments) return true
  return route.segments.length === segments.length && route.segments.every((s, i) => s === null || s === segments[i]!.toLowerCase())
}

/** Each segment decoded, a decoded '/' kept encoded: what `matchRoutes` matches against. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/')
  } catch {
    return pathname
  }
}

/**
 * The route a path names, ranked as React Router ranks them (the catch-all last), with its
 * params: the browser preloads its page before the first render, the page function paints it.
 */
export function matchPage(pathname: string): { id: string; params: Record<string, string | undefined> } | null {
  const path = decodePath(pathname)
  const segments = path.replace(/(.)\/+$/, '$1').split('/')
  for (const route of rankedRoutes()) {
    if (!couldMatch(route, segments)) continue
    const match = matchPath(route.path, path)
    if (match) return { id: route.id, params: match.params }
  }
  return null
}
