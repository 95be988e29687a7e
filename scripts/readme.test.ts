import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const README = readFileSync(join(ROOT, 'README.md'), 'utf8')

/** The text of one `## ` section of the README, up to the next. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`)
  expect(start, `README section '${title}'`).toBeGreaterThan(-1)
  const end = README.indexOf('\n## ', start + 1)
  return README.slice(start, end === -1 ? undefined : end)
}

/** Every .ts/.tsx file under a folder of the repository, tests aside (they set what they test). */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(ROOT, dir, f))
    .filter((f) => statSync(f).isFile())
}

/** The environment variables the code reads: `process.env.<name>`, and `env.<name>` of an env passed in. */
function envReadByCode(): Set<string> {
  const names = new Set<string>()
  for (const file of ['src', 'scripts', 'netlify'].flatMap(sources)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g))
      names.add(m[1]!)
  }
  return names
}

describe('README.md (issue 34, item 3)', () => {
  it('stays under 400 lines: figures live in docs/benchmarks.md, reasons in docs/decisions', () => {
    expect(README.split('\n').length).toBeLessThan(400)
  })

  it('names every environment variable src/, scripts/ and netlify/ read, in Configuration', () => {
    const names = envReadByCode()
    expect(names.size).toBeGreaterThan(40)
    const config = section('Configuration')
    expect([...names].filter((n) => !config.includes(`\`${n}\``)).sort()).toEqual([])
  })

  it('describes every npm script of package.json in Scripts', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    const scripts = section('Scripts')
    const described = (name: string) =>
      scripts.includes(`\`npm ${name}\``) ||
      scripts.includes(`\`npm run ${name}`) ||
      scripts.includes(` / \`${name}\``)
    expect(Object.keys(pkg.scripts).filter((s) => !described(s))).toEqual([])
  })

  it('links only to files that exist (README, ARCHITECTURE.md, docs/benchmarks.md)', () => {
    const broken: string[] = []
    for (const page of ['README.md', 'ARCHITECTURE.md', 'docs/benchmarks.md']) {
      const text = readFileSync(join(ROOT, page), 'utf8')
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue
        if (!existsSync(resolve(dirname(join(ROOT, page)), target!)))
          broken.push(`${page} → ${target}`)
      }
    }
    expect(broken).toEqual([])
  })
})
