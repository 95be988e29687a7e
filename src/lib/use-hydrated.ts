import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from the render after (and at once
 * for a page the browser renders itself). What a browser without JavaScript needs (a submit button,
 * a link in place of a button) is drawn while it is false (decision 056).
 */
export const useHydrated = () => useSyncExternalStore(never, () => true, () => false)
