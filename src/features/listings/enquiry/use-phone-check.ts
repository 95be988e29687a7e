import { useCallback, useState } from 'react'
import type { PhoneCheck } from '~/shared/schemas/enquiry'

const unavailable: PhoneCheck = () => null

/**
 * The phone checker, fetched on first use. Until it has arrived — or if it fails to load — every
 * number counts as invalid (000 §5).
 */
export function usePhoneCheck(): { check: PhoneCheck; load: () => Promise<PhoneCheck> } {
  const [check, setCheck] = useState<PhoneCheck>(() => unavailable)
  const load = useCallback(
    () =>
      import('../detail/phone-check').then(
        (m) => {
          setCheck(() => m.normalisePhone)
          return m.normalisePhone as PhoneCheck
        },
        () => unavailable,
      ),
    [],
  )
  return { check, load }
}
