import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleFunctions } from './function-bundle'

const out = mkdtempSync(join(tmpdir(), 'haven-functions-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

/** The modules each deployed function is made of (Netlify zips these files as they are). */
const inputs = async () => {
  const meta = await bundleFunctions('.', out)
  return Object.fromEntries(Object.entries(meta.outputs).map(([file, o]) => [file.replace(/^.*\//, ''), Object.keys(o.inputs)]))
}

describe('the deploy build’s function bundles', () => {
  it('carry production code only: no PGlite, no test, seed or script module, no development build', { timeout: 60_000 }, async () => {
    const bundles = await inputs()
    expect(Object.keys(bundles).sort()).toEqual(['alerts-unsubscribe.mjs', 'alerts.mjs', 'api.mjs', 'console-upload.mjs', 'forms.mjs', 'mail-queue.mjs', 'marketplace-page.mjs', 'photo.mjs'])
    for (const [name, files] of Object.entries(bundles)) {
      const bad = files.filter((f) => /pglite(?!-unavailable)|electric-sql|src\/testing\/|\/seed\/|^scripts\/|\.test\.|\.development\.js$|\/dist\/development\//.test(f))
      expect([name, bad]).toEqual([name, []])
      // Every function that opens the database gets the stub; the photo function never opens it.
      if (name !== 'photo.mjs') expect(files).toContain('src/server/db/pglite-unavailable.ts')
      else expect(files.filter((f) => f.startsWith('src/server/db/'))).toEqual([])
    }
  })

  it('leaves sharp to the console-upload function alone, as an import (decision 057)', { timeout: 60_000 }, async () => {
    const bundles = await inputs()
    const withPipeline = Object.entries(bundles).filter(([, files]) => files.includes('src/server/media/image-pipeline.ts')).map(([name]) => name)
    expect(withPipeline).toEqual(['console-upload.mjs'])
    expect(Object.values(bundles).flat().filter((f) => f.includes('node_modules/sharp/'))).toEqual([])
  })

  it('gives the page function the catalogue and the buyer’s reads, not sign-in or the forms', { timeout: 60_000 }, async () => {
    const page = (await inputs())['marketplace-page.mjs']!
    expect(page).toContain('src/app/prepaint.tsx')
    // renderToString's renderer only, not the streaming one react-dom/server also re-exports (decision 039).
    expect(page).toContain('node_modules/react-dom/cjs/react-dom-server-legacy.node.production.js')
    expect(page).not.toContain('node_modules/react-dom/cjs/react-dom-server.node.production.js')
    // Since decision 053 it mounts the buyer's route modules to paint signed-in pages: the viewings'
    // module brings the mail queue (and nodemailer) with its writes. Never sign-in or the forms.
    expect(page.filter((f) => /node_modules\/(@node-rs|arctic)\/|src\/server\/(auth\/passwords|forms\/|enquiries\/)/.test(f))).toEqual([])
  })
})
