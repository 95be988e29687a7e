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

/** False on the server and the first render (so hydration matches), then the browser's guess. */
export function useInNigeria(): boolean {
  const [ng, setNg] = useState(false)
  useEffect(() => setNg(detectNigeria()), [])
  return ng
}
