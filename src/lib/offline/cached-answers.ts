import { createEmitter } from '../events'

/**
 * API answers the service worker served from its cache (decision 054): api-client reports each
 * one's stored time here; the offline module, loaded when idle, turns them into the notice. The
 * times reported before it loaded are kept for it.
 */
export const cachedAnswers = createEmitter<number>()
export const reportedTimes: number[] = []

export function reportCachedAnswer(header: string | null) {
  const at = Number(header)
  if (!(at > 0)) return
  reportedTimes.push(at)
  cachedAnswers.emit(at)
}
