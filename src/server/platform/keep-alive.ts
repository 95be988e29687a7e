interface NetlifyContextGlobal {
  Netlify?: { context?: { waitUntil?: (p: Promise<unknown>) => void } | null }
}

/**
 * Work that goes on after the answer (a mail queue run, a purge retried): on Netlify the platform
 * is told to keep the instance for it (context.waitUntil); elsewhere (npm start, the CLI) the
 * process lives on anyway. Returns the promise it was given.
 */
export function keepAlive<T>(work: Promise<T>): Promise<T> {
  ;(globalThis as NetlifyContextGlobal).Netlify?.context?.waitUntil?.(work)
  return work
}
