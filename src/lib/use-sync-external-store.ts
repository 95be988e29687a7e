// What SWR imports as 'use-sync-external-store/shim' (aliased in vite.config.ts): React 19's own hook.
export { useSyncExternalStore } from 'react'
