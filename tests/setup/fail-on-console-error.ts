import { afterEach, beforeEach, vi } from 'vitest'

// A test that prints console.error fails (Epic Stack's rule): errors must be asserted, not ignored.
let spy: ReturnType<typeof vi.spyOn> | undefined

/**
 * The one message let through: React's note that a lazy chunk settled while Testing Library had
 * switched the act environment off for a wait (cards fetch their 'Add to compare' control once
 * mounted, issue 25). It is about the test harness's timing, not the page; the tests still wait
 * for what the person sees.
 */
const HARNESS_ONLY = /^The current testing environment is not configured to support act\(/

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (HARNESS_ONLY.test(String(args[0]))) return
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  spy?.mockRestore()
})
