import { afterEach, beforeEach, vi } from 'vitest'

// A test that prints console.error fails (Epic Stack's rule): errors must be asserted, not ignored.
let spy: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  spy?.mockRestore()
})
