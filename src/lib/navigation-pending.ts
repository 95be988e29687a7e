import { createContext, useContext } from 'react'

/**
 * Whether a navigation inside the app is waiting for its page (the marketplace's router says so;
 * static pages and the page function's painter have none, so never).
 */
export const NavigationPending = createContext(false)

export const useNavigationPending = () => useContext(NavigationPending)
