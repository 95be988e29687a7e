import { useEffect, useState } from 'react'

/** Seconds left until `until` (ms since the epoch), ticking every second, never below 0. */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    const timer = setInterval(() => {
      const s = left()
      setSeconds(s)
      if (s === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
    // left() reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until])
  return seconds
}
