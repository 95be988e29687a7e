import { describe, expect, it } from 'vitest'
import { bundleFunction } from './function-bundle'

describe('the deployed API function', () => {
  it('bundles under 1 MB without PGlite', { timeout: 60_000 }, async () => {
    const bundle = await bundleFunction('netlify/functions/api.ts')
    expect(bundle.inputs.some((i) => i.includes('pglite') && i.includes('node_modules'))).toBe(
      false,
    )
    expect(bundle.bytes).toBeLessThan(1024 * 1024)
  })
})

describe('the deployed page function', () => {
  it('bundles, React and the painted pages included (≈ 1.9 MB), under 3 MB without PGlite', { timeout: 60_000 }, async () => {
    const bundle = await bundleFunction('netlify/functions/marketplace-page.ts')
    expect(bundle.inputs.some((i) => i.includes('pglite') && i.includes('node_modules'))).toBe(false)
    expect(bundle.inputs.some((i) => i.endsWith('src/app/prepaint.tsx'))).toBe(true)
    expect(bundle.bytes).toBeLessThan(3 * 1024 * 1024)
  })
})

describe('the deployed forms function', () => {
  it('bundles without React or PGlite (≈ 0.6 MB), under 1 MB', { timeout: 60_000 }, async () => {
    const bundle = await bundleFunction('netlify/functions/forms.ts')
    expect(bundle.inputs.some((i) => /node_modules\/(react|react-dom|@electric-sql\/pglite)\//.test(i))).toBe(false)
    expect(bundle.inputs.some((i) => i.startsWith('src/app/') || i.startsWith('src/components/'))).toBe(false)
    expect(bundle.bytes).toBeLessThan(1024 * 1024)
  })
})
