import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Tenant } from '~/shared/tenant/tenant-schema'
import { createShellLoader } from './shell'

const haven = { slug: 'haven' } as Tenant
const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function distWith(html: string | null) {
  const dist = mkdtempSync(join(tmpdir(), 'haven-shell-'))
  dirs.push(dist)
  if (html !== null) {
    mkdirSync(join(dist, 'haven'))
    writeFileSync(join(dist, 'haven', 'app.html'), html)
  }
  return dist
}

/** A fetch that answers from a list and records what it was asked. */
function siteAnswering(...answers: (string | number | Error)[]) {
  const asked: string[] = []
  const fetcher = async (url: URL) => {
    asked.push(url.href)
    const next = answers.shift() ?? 500
    if (next instanceof Error) throw next
    return typeof next === 'number' ? new Response('nope', { status: next }) : new Response(next)
  }
  return { asked, fetcher }
}

describe('the app shell the page function fills', () => {
  it('is read from the build and read again after a rebuild swaps the bundle', async () => {
    const dist = distWith('<p>first build</p>')
    const site = siteAnswering()
    const load = createShellLoader({ distDir: dist, fetcher: site.fetcher })
    expect(await load(haven, 'http://localhost:8888')).toBe('<p>first build</p>')
    // What scripts/build.ts does: write the new bundle beside, then swap the directory.
    mkdirSync(join(dist, '.staging'))
    writeFileSync(join(dist, '.staging', 'app.html'), '<p>second build, other hashes</p>')
    renameSync(join(dist, 'haven'), join(dist, 'old'))
    renameSync(join(dist, '.staging'), join(dist, 'haven'))
    expect(await load(haven, 'http://localhost:8888')).toBe('<p>second build, other hashes</p>')
    expect(site.asked).toEqual([])
  })

  it('is fetched from the same origin when the build is not beside the function, and kept a minute per origin', async () => {
    let clock = 0
    const site = siteAnswering('<p>shell A</p>', '<p>shell B</p>', '<p>shell A2</p>')
    const load = createShellLoader({ distDir: distWith(null), fetcher: site.fetcher, now: () => clock })
    expect(await load(haven, 'https://haven.ng')).toBe('<p>shell A</p>')
    expect(await load(haven, 'https://haven.ng')).toBe('<p>shell A</p>')
    expect(await load(haven, 'https://preview--haven.netlify.app')).toBe('<p>shell B</p>')
    clock = 60_001
    expect(await load(haven, 'https://haven.ng')).toBe('<p>shell A2</p>')
    expect(site.asked).toEqual(['https://haven.ng/app.html', 'https://preview--haven.netlify.app/app.html', 'https://haven.ng/app.html'])
  })

  it('is null when the site cannot give it (error status, network failure), and a failure is not kept', async () => {
    const site = siteAnswering(404, new Error('ECONNREFUSED'), '<p>back</p>')
    const load = createShellLoader({ distDir: distWith(null), fetcher: site.fetcher })
    expect(await load(haven, 'https://haven.ng')).toBeNull()
    expect(await load(haven, 'https://haven.ng')).toBeNull()
    expect(await load(haven, 'https://haven.ng')).toBe('<p>back</p>')
  })
})
