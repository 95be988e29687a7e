import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page, so anything that
 * must wait for interactivity (end-to-end tests, analytics) has one signal to wait for.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
