import { createContext, useContext } from 'react'

/**
 * The origin the page is served from, for links a buyer copies (the referral link). The page
 * function's painter provides the request's origin (decision 053); in the browser it is the
 * window's, the same one.
 */
export const SiteOrigin = createContext<string | null>(null)

export const useSiteOrigin = () => useContext(SiteOrigin) ?? window.location.origin
