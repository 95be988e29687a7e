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

/** Every class used in the markup's class attributes (this runs on every page of every tenant). */
export function htmlClasses(html: string): Set<string> {
  // Components repeat the same class attribute many times: collect distinct values, split each once.
  const attributes = new Set<string>()
  let i = html.indexOf(' class="')
  while (i !== -1) {
    const start = i + 8
    const end = html.indexOf('"', start)
    if (end === -1) break
    attributes.add(html.slice(start, end))
    i = html.indexOf(' class="', end)
  }
  const set = new Set<string>()
  for (const value of attributes) for (const c of value.split(' ')) if (c) set.add(c)
  return set
}

/** A stylesheet parsed once: each rule with the class sets of its selectors. */
type Node =
  | { kind: 'rule'; text: string; selectors: string[][] }
  | { kind: 'group'; prelude: string; children: Node[] }
  | { kind: 'keep'; text: string }

function parse(css: string): Node[] {
  return splitBlocks(css).map(({ prelude, body }): Node => {
    if (prelude.startsWith('@media') || prelude.startsWith('@supports'))
      return { kind: 'group', prelude, children: parse(body) }
    if (prelude.startsWith('@')) return { kind: 'keep', text: `${prelude}{${body}}` }
    return {
      kind: 'rule',
      text: `${prelude}{${body}}`,
      selectors: prelude.split(',').map(selectorClasses),
    }
  })
}

function emit(nodes: readonly Node[], used: (cls: string) => boolean): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text
    else if (node.kind === 'group') {
      const inner = emit(node.children, used)
      if (inner) out += `${node.prelude}{${inner}}`
      // Selector lists: keep when any selector's classes are all present.
    } else if (node.selectors.some((classes) => classes.every(used))) out += node.text
  }
  return out
}

// Every page of every tenant filters the same stylesheet: parse it once per build.
const parsed = new Map<string, Node[]>()

const KEYFRAMES = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g

/**
 * The rules of `css` whose selectors need only classes `used` accepts (same rules, same order);
 * `@keyframes` only where a kept rule names them.
 */
export function keepRules(css: string, used: (cls: string) => boolean): string {
  let nodes = parsed.get(css)
  if (!nodes) parsed.set(css, (nodes = parse(css)))
  const out = emit(nodes, used)
  const rest = out.replace(KEYFRAMES, '')
  return out.replace(KEYFRAMES, (block, name: string) => (new RegExp(`[\\s:,]${name}(?![\\w-])`).test(rest) ? block : ''))
}

export function criticalCss(css: string, html: string): string {
  const classes = htmlClasses(html)
  return keepRules(css, (c) => classes.has(c))
}
