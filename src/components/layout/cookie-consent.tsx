import { useEffect, useState, type ComponentType } from 'react'

export const COOKIE_CONSENT_KEY = 'haven.cookie-consent'

export type CookieConsentValue = 'granted' | 'denied'

/** Fired on window after a choice, so analytics can start (or not) without a reload. */
export const COOKIE_CONSENT_EVENT = 'haven:cookie-consent'

/** The visitor's stored choice, or null when undecided or storage is unavailable. */
export function readCookieConsent(): CookieConsentValue | null {
  try {
    const v = window.localStorage.getItem(COOKIE_CONSENT_KEY)
    return v === 'granted' || v === 'denied' ? v : null
  } catch {
    return null
  }
}

type Banner = ComponentType<{ onDecide: (value: CookieConsentValue) => void }>

/**
 * Never part of the prerendered HTML: the choice lives in the browser, so after mount an
 * undecided visitor gets the banner, whose code is fetched only then (most visits have decided).
 */
export function CookieConsent() {
  const [Banner, setBanner] = useState<Banner | null>(null)

  useEffect(() => {
    if (readCookieConsent() === null) void import('./cookie-banner').then((m) => setBanner(() => m.CookieBanner))
  }, [])

  const decide = (value: CookieConsentValue) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value)
    } catch {
      // Storage disabled: honour the choice for this page view only.
    }
    setBanner(null)
    window.dispatchEvent(new CustomEvent<CookieConsentValue>(COOKIE_CONSENT_EVENT, { detail: value }))
  }

  return Banner ? <Banner onDecide={decide} /> : null
}
