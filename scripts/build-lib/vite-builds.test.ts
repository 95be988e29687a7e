import { describe, expect, it } from 'vitest'
import type { Manifest } from 'vite'
import { entryAssets } from './vite-builds'

const manifest: Manifest = {
  'src/app/entry-static.tsx': { file: 'assets/static-a.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b.js' },
  'style.css': { file: 'assets/style-c.css', src: 'style.css' },
}

describe('entryAssets', () => {
  it('finds the site’s one stylesheet, which the manifest lists on its own', () => {
    expect(entryAssets(manifest, 'static')).toEqual({ script: '/assets/static-a.js', preloads: ['/assets/shared-b.js'], css: ['/assets/style-c.css'] })
  })
  it('names the painted pages’ boot script with the marketplace entry (decision 059), not the static one', () => {
    const withBoot: Manifest = {
      ...manifest,
      'src/app/entry-marketplace.tsx': { file: 'assets/marketplace-e.js', isEntry: true, imports: ['_shared.js'] },
      'src/app/entry-painted.ts': { file: 'assets/painted-f.js', isEntry: true, src: 'src/app/entry-painted.ts' },
    }
    expect(entryAssets(withBoot, 'marketplace').boot).toBe('/assets/painted-f.js')
    expect(entryAssets(withBoot, 'static').boot).toBeUndefined()
  })
  it('keeps CSS listed on the entry when there is some', () => {
    const split: Manifest = { ...manifest, 'src/app/entry-static.tsx': { ...manifest['src/app/entry-static.tsx']!, css: ['assets/entry-d.css'] } }
    expect(entryAssets(split, 'static').css).toEqual(['/assets/entry-d.css'])
  })
})
