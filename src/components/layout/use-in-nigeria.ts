import { useEffect, useState } from 'react'

/** Best guess from the browser alone (no geo-IP call): Lagos time zone or an -NG locale. */
export function detectNigeria(): boolean {
  try {
    if (Intl.DateTimeFormat().resolvedOptions().timeZone === 'Africa/Lagos') return true
  } catch {
    // Intl without time zone data: fall through to the language.
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return languages.some((l) => /-NG$/i.test(l))
}

/**
 * False on the server and the first render (so hydration matches), then the browser's guess —
 * only where a page `wants` it: the time zone's answer builds a date formatter, which costs a
 * phone's main thread about 40 ms (160 ms on a 4× slower CPU) in the middle of hydration.
 */
export function useInNigeria(wants: boolean): boolean {
  const [ng, setNg] = useState(false)
  useEffect(() => {
    if (wants) setNg(detectNigeria())
  }, [wants])
  return wants && ng
}
