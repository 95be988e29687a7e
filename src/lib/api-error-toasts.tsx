import { useEffect } from 'react'
import { apiErrors } from './api-client'
import { toast } from './toast-store'

/** Turns the API client's error event into one toast. */
export function ApiErrorToasts() {
  useEffect(() => apiErrors.subscribe((err) => toast.error('Error', err.message)), [])
  return null
}
