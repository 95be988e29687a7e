/**
 * Critical CSS: the rules of a stylesheet that a page's own markup uses. Rules without a class
 * selector (resets, element styles) are always kept; a rule with classes is kept when any of its
 * selectors needs only classes present in the HTML. @media/@supports blocks are filtered inside;
 * other at-rules (@keyframes, @font-face) are kept whole.
 */

interface Block {
  prelude: string
  body: string
}

/** Splits CSS text into top-level `prelude { body }` blocks, respecting nesting and strings. */
function splitBlocks(css: string): Block[] {
  const blocks: Block[] = []
  let i = 0
  while (i < css.length) {
    const open = css.indexOf('{', i)
    if (open === -1) break
    let depth = 1
    let j = open + 1
    let quote: string | null = null
    for (; j < css.length && depth > 0; j++) {
      const ch = css[j]
      if (quote) {
        if (ch === '\\') j++
        else if (ch === quote) quote = null
      } else if (ch === '"' || ch === "'") quote = ch
      else if (ch === '{') depth++
      else if (ch === '}') depth--
    }
    blocks.push({ prelude: css.slice(i, open).trim(), body: css.slice(open + 1, j - 1) })
    i = j
  }
  return blocks
}

/** Class names in a selector, unescaped (`.md\:hidden` → `md:hidden`). */
export function selectorClasses(selector: string): string[] {
  const out: string[] = []
  const re = /\.((?:\\.|[\w-])+)/g
  for (let m = re.exec(selector); m; m = re.exec(selector)) out.push(m[1]!.replace(/\\(.)/g, '$1'))
  return out
}

/** Every class used in the markup's class attributes. */
export function htmlClasses(html: string): Set<string> {
  const set = new Set<string>()
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) set.add(c)
  return set
}

function keepRule(prelude: string, used: Set<string>): boolean {
  // Selector lists: keep when any selector's classes are all present.
  return prelude.split(',').some((sel) => selectorClasses(sel).every((c) => used.has(c)))
}

export function criticalCss(css: string, html: string): string {
  const used = htmlClasses(html)
  const filter = (text: string): string =>
    splitBlocks(text)
      .map(({ prelude, body }) => {
        if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
          const inner = filter(body)
          return inner ? `${prelude}{${inner}}` : ''
        }
        if (prelude.startsWith('@')) return `${prelude}{${body}}`
        return keepRule(prelude, used) ? `${prelude}{${body}}` : ''
      })
      .join('')
  return filter(css)
}
