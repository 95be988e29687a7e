import { describe, expect, it } from 'vitest'
import { criticalCss, htmlClasses, selectorClasses } from './critical-css'

const css = [
  '*,:before{box-sizing:border-box}',
  'body{margin:0}',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:bg-gray-50:hover{background:#f9fafb}',
  '.a .b{color:red}',
  '.x,.flex>.y{color:blue}',
  '@media (min-width:768px){.md\\:hidden{display:none}.md\\:grid{display:grid}}',
  '@media (min-width:1024px){.lg\\:block{display:block}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.animate-pulse{animation:2s infinite pulse}',
  '.content:after{content:"{"}',
].join('')

describe('criticalCss', () => {
  const html =
    '<div class="flex hover:bg-gray-50 md:hidden"><p class="a">x</p><i class="y animate-pulse"></i></div>'
  const out = criticalCss(css, html)

  it('keeps element rules and rules whose classes the page uses', () => {
    expect(out).toContain('*,:before{box-sizing:border-box}')
    expect(out).toContain('body{margin:0}')
    expect(out).toContain('.flex{display:flex}')
    expect(out).toContain('.hover\\:bg-gray-50:hover{background:#f9fafb}')
    expect(out).toContain('.x,.flex>.y{color:blue}')
  })

  it('drops rules for classes the page does not use, inside media queries too', () => {
    expect(out).not.toContain('.grid{')
    expect(out).not.toContain('.a .b')
    expect(out).toContain('@media (min-width:768px){.md\\:hidden{display:none}}')
    expect(out).not.toContain('lg\\:block')
    expect(out).not.toContain('.content:after')
  })

  it('keeps whole the keyframes a kept rule names, and no others', () => {
    expect(out).toContain('@keyframes pulse{50%{opacity:.5}}')
    expect(out).not.toContain('spin')
  })
})

describe('helpers', () => {
  it('unescapes class selectors and reads class attributes', () => {
    expect(selectorClasses('.md\\:w-1\\/2:hover .x')).toEqual(['md:w-1/2', 'x'])
    expect([...htmlClasses('<a class=" a  b"></a><b class="c"></b>')]).toEqual(['a', 'b', 'c'])
  })
})
