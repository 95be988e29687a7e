import { formatTransfer } from '~/shared/format/transfer'

type Entry = PerformanceEntry & { transferSize?: number }

/**
 * Reports what this page has cost so far, "This page: 312 KB" (decision 055): the bytes the
 * network delivered for the document and everything it loaded (transferSize: a file from the
 * browser's cache costs nothing), again as each new file arrives. Moving to another page inside
 * the app (the Navigation API, where the browser has it) starts the count again.
 */
export function watchCost(report: (text: string) => void): () => void {
  let total = 0
  let since = 0
  let path = location.pathname
  const say = () => report(`This page: ${formatTransfer(total)}`)
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Entry[]) if (e.startTime >= since) total += e.transferSize ?? 0
    say()
  })
  observer.observe({ type: 'navigation', buffered: true })
  observer.observe({ type: 'resource', buffered: true })
  const navigation = (window as { navigation?: EventTarget }).navigation
  const moved = () => {
    if (location.pathname === path) return
    path = location.pathname
    since = performance.now()
    total = 0
    say()
  }
  navigation?.addEventListener('currententrychange', moved)
  return () => {
    observer.disconnect()
    navigation?.removeEventListener('currententrychange', moved)
  }
}
