import { useDeferredValue } from 'react'

/**
 * False in the server's HTML and while React hydrates it, true from a render just after — for a
 * page the browser renders itself too, one background render later. What a browser without
 * JavaScript needs (a submit button, a link in place of a button) is drawn while it is false
 * (decision 056).
 *
 * A deferred value (decision 060): its second render is a transition, cut into slices that yield.
 * `useSyncExternalStore` with a different server snapshot forced a synchronous render of every
 * page's header once hydrated, and every update queued by the page's first effects rode along
 * in that one long task.
 */
export const useHydrated = () => useDeferredValue(true, false)
