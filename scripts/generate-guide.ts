/**
 * Writes public/guides/haven-buyers-guide.pdf: the buyer's guide e-mailed by POST
 * /enquiry/send-guide. A plain PDF 1.4 in Helvetica, no dependencies. Run: npx tsx scripts/generate-guide.ts
 */
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const TITLE = 'Buying property in Nigeria safely: a practical guide'
const SECTIONS: [string, string[]][] = [
  ['Why this guide', [
    'Most losses in Nigerian property do not come from bad luck. They come from a handful of well-worn tricks: a listing for a house that is not for sale, a plot sold to three buyers in one month, a seller who is not the owner, or a title document that was never registered. Every one of them can be caught before you pay, if you know where to look. This guide walks through the checks, in the order you will need them.',
  ]],
  ['1. Start from a vetted listing', [
    'Treat any listing as a claim, not a fact. Ask who holds the mandate to sell, and ask to see it. On our marketplace every listing is checked before it goes live and each is managed by a named partner realtor who has signed our agreement.',
    'Be wary of prices far below the area average, of sellers who insist on speed, and of anyone who asks for a deposit to "hold" a property before you have inspected it.',
  ]],
  ['2. Know the title documents', [
    'Certificate of Occupancy (C of O): issued by the state, it grants a right of occupancy for a term, usually 99 years. It is the strongest common title, but a C of O in the seller\'s name is only the start.',
    'Governor\'s Consent: when land that already has a C of O changes hands, the sale needs the Governor\'s consent. Without it the buyer\'s interest is not perfected.',
    'Deed of Assignment: the contract that transfers the seller\'s interest to you. It must be stamped and registered at the lands registry to bind third parties.',
    'Survey plan: prepared by a registered surveyor, it fixes the exact boundaries and coordinates. Always have the coordinates charted to confirm the land is not under government acquisition or a road setback.',
    'Excision and Gazette: for land released from government acquisition to a family or community. Check that the plot actually falls inside the excised area.',
  ]],
  ['3. Search the registry before you pay', [
    'A lawyer can search the land registry for the title, its registered owner, any mortgage or caution on it, and earlier transfers. A title search report typically takes one business day and up to three to five in busy registries. Never rely on photocopies supplied by the seller.',
  ]],
  ['4. Inspect, in person or by video', [
    'Visit the property, or send someone you trust, or book a live video tour if you are abroad. Check that the building matches the listing, that the occupants know about the sale, and that neighbours recognise the seller. Ask about flooding, road access, power and water.',
  ]],
  ['5. Make an offer in writing', [
    'Agree the price, what is included, the payment schedule and who pays which fees (legal, agency, survey, consent and registration) before any money moves. Put it in a letter of offer and acceptance.',
  ]],
  ['6. Pay through escrow, never to a person', [
    'Double sales happen when money reaches the seller before the title is clean. With escrow, an independent partner holds your funds and releases them only when the agreed terms are met and you confirm on the platform. Nobody from our team will ever ask you to pay into a personal account.',
  ]],
  ['7. Due diligence by a lawyer', [
    'Your lawyer reviews the search report, the survey, the seller\'s identity and authority (for a company, its board resolution; for family land, the family head and principal members), and drafts the Deed of Assignment in your favour.',
  ]],
  ['8. Close and perfect your title', [
    'After payment is released, the work is not finished until the title is perfected: apply for the Governor\'s Consent, pay stamp duties, and register the deed at the lands registry. Keep certified true copies of everything. Only then is the property fully, safely yours.',
  ]],
  ['A short checklist', [
    '- Mandate to sell seen and verified.  - Registry search done by your own lawyer.  - Survey coordinates charted.  - Inspection done, in person or by video.  - Offer agreed in writing.  - Money paid into escrow only.  - Deed drafted, signed, stamped and registered.  - Governor\'s Consent applied for.',
  ]],
]

const WIDTH = 595
const HEIGHT = 842
const MARGIN = 56
const CHARS = 92

function wrap(text: string, width = CHARS): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  return lines
}

type Line = { text: string; size: number; gap: number }
const lines: Line[] = [{ text: TITLE, size: 17, gap: 28 }]
for (const [heading, paragraphs] of SECTIONS) {
  lines.push({ text: heading, size: 13, gap: 26 })
  for (const p of paragraphs) {
    const wrapped = wrap(p)
    wrapped.forEach((t, i) => lines.push({ text: t, size: 10.5, gap: i === 0 ? 18 : 14 }))
  }
}

// Lay the lines out on A4 pages.
const pages: Line[][] = [[]]
let y = HEIGHT - MARGIN
for (const l of lines) {
  if (y - l.gap < MARGIN) {
    pages.push([])
    y = HEIGHT - MARGIN
  }
  y -= l.gap
  pages.at(-1)!.push({ ...l, gap: y })
}

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
const objects: string[] = []
const add = (body: string) => objects.push(body) // object n = index + 1
add('<< /Type /Catalog /Pages 2 0 R >>')
add('') // pages, filled below
add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
const pageRefs: string[] = []
pages.forEach((page, n) => {
  const ops = page.map((l) => `BT /${l.size > 11 ? 'F2' : 'F1'} ${l.size} Tf ${MARGIN} ${l.gap} Td (${esc(l.text)}) Tj ET`)
  ops.push(`BT /F1 9 Tf ${MARGIN} ${MARGIN / 2} Td (Page ${n + 1} of ${pages.length}) Tj ET`)
  const stream = ops.join('\n')
  add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`)
  const contents = objects.length
  add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`)
  pageRefs.push(`${objects.length} 0 R`)
})
objects[1] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`
add(`<< /Title (${esc(TITLE)}) /Producer (Haven) >>`)

let pdf = '%PDF-1.4\n'
const offsets: number[] = []
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf))
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
})
const xref = Buffer.byteLength(pdf)
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`

const out = join(resolve(import.meta.dirname, '..'), 'public', 'guides', 'haven-buyers-guide.pdf')
writeFileSync(out, pdf)
console.log(`${out}: ${pages.length} pages, ${Buffer.byteLength(pdf)} bytes`)
