/**
 * npm run media — writes the deterministic SVG pool the seed refers to:
 * public/media/listings/<kind>-NN.svg (+ -thumbnail.svg, a few deliberately missing) and
 * public/media/realtors/avatar-NN.svg. Same output on every run; each file stays under 2 KB.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  LISTING_IMAGE_POOL,
  listingImageName,
  MISSING_THUMBNAILS,
  type ListingImageKind,
} from '~/testing/listing-images'
import { REALTOR_AVATAR_COUNT } from '~/testing/create-realtor'
import { createRandom, seedFor } from '~/testing/random'

const OUT = join(process.cwd(), 'public/media')
const SKIES = ['#cfe8f7', '#fde2c8', '#e4dcf5', '#d5f0e3', '#f7d9d9', '#e8eef2']
const WALLS = ['#f4efe6', '#e9d8c4', '#dfe6ea', '#f2e3d5', '#d9cfc4', '#ece8f3', '#f6f1dc']
const ROOFS = ['#8c3b2e', '#4a5568', '#2f5d50', '#7a5230', '#5b3f6b', '#9c6b30']
const GROUND = ['#8fbf7a', '#a3c585', '#b9c98d', '#9bb77c']

type Rnd = ReturnType<typeof createRandom>

function windows(rnd: Rnd, x: number, y: number, cols: number, rows: number, w: number, h: number) {
  let s = ''
  const glass = rnd.pick(['#9cc9e6', '#b7d7ea', '#f3e9a8'])
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      s += `<rect x="${x + c * w * 1.8}" y="${y + r * h * 1.7}" width="${w}" height="${h}" fill="${glass}"/>`
  return s
}

function drawing(kind: ListingImageKind, rnd: Rnd, size: number): string {
  const [W, H] = [400, 300]
  const sky = rnd.pick(SKIES)
  let body = `<rect width="${W}" height="${H}" fill="${sky}"/><circle cx="${rnd.int(40, 360)}" cy="${rnd.int(30, 70)}" r="${rnd.int(14, 26)}" fill="#fff6c2"/>`
  body += `<rect y="230" width="${W}" height="70" fill="${rnd.pick(GROUND)}"/>`
  if (kind === 'house') {
    const w = rnd.int(170, 260),
      x = (W - w) / 2,
      h = rnd.int(80, 120),
      storeys = rnd.int(1, 2)
    const wall = rnd.pick(WALLS)
    body += `<rect x="${x}" y="${230 - (h * storeys) / 1.5}" width="${w}" height="${(h * storeys) / 1.5}" fill="${wall}" stroke="#0002"/>`
    body += `<polygon points="${x - 14},${230 - (h * storeys) / 1.5} ${W / 2},${150 - (h * storeys) / 1.5 + 40} ${x + w + 14},${230 - (h * storeys) / 1.5}" fill="${rnd.pick(ROOFS)}"/>`
    body += windows(
      rnd,
      x + 18,
      236 - (h * storeys) / 1.5 + 10,
      Math.floor(w / 50),
      storeys,
      24,
      20,
    )
    body += `<rect x="${W / 2 - 14}" y="190" width="28" height="40" fill="${rnd.pick(ROOFS)}"/>`
  } else if (kind === 'apartment') {
    for (let b = 0; b < rnd.int(1, 3); b++) {
      const w = rnd.int(80, 130),
        h = rnd.int(120, 190),
        x = 30 + b * 120 + rnd.int(0, 20)
      body += `<rect x="${x}" y="${230 - h}" width="${w}" height="${h}" fill="${rnd.pick(WALLS)}" stroke="#0002"/>`
      body += windows(rnd, x + 10, 240 - h, Math.floor(w / 36), Math.floor(h / 36), 16, 16)
    }
  } else if (kind === 'land') {
    body += `<rect y="180" width="${W}" height="120" fill="${rnd.pick(GROUND)}"/>`
    for (let i = 0; i < 8; i++)
      body += `<line x1="${40 + i * 45}" y1="200" x2="${40 + i * 45}" y2="230" stroke="#6b4f2a" stroke-width="4"/>`
    body += `<line x1="40" y1="208" x2="355" y2="208" stroke="#6b4f2a" stroke-width="2"/>`
    for (let i = 0; i < rnd.int(2, 5); i++)
      body += `<circle cx="${rnd.int(20, 380)}" cy="${rnd.int(150, 180)}" r="${rnd.int(14, 24)}" fill="#4f7f3a"/>`
  } else {
    body = `<rect width="${W}" height="${H}" fill="#f8fafc"/><rect x="40" y="30" width="320" height="240" fill="none" stroke="#1e3a5f" stroke-width="4"/>`
    for (let i = 0; i < rnd.int(2, 4); i++)
      body += `<line x1="${rnd.int(80, 320)}" y1="30" x2="${rnd.int(80, 320)}" y2="270" stroke="#1e3a5f" stroke-width="2"/>`
    body += `<line x1="40" y1="${rnd.int(100, 200)}" x2="360" y2="${rnd.int(100, 200)}" stroke="#1e3a5f" stroke-width="2"/>`
  }
  const h = Math.round((size * 3) / 4)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${size}" height="${h}" role="img" aria-label="${kind}">${body}</svg>\n`
}

function avatar(n: number): string {
  const rnd = createRandom(seedFor('avatar', n))
  const bg = rnd.pick(SKIES),
    skin = rnd.pick(['#8d5524', '#a0662f', '#6f4320', '#c68642', '#7b4a26']),
    top = rnd.pick(ROOFS)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="realtor"><rect width="120" height="120" fill="${bg}"/><circle cx="60" cy="48" r="24" fill="${skin}"/><path d="M20 120c4-26 20-38 40-38s36 12 40 38z" fill="${top}"/><path d="M36 44c0-18 10-26 24-26s24 8 24 26c-6-8-14-10-24-10s-18 2-24 10z" fill="#1f1a17"/></svg>\n`
}

function reset(dir: string) {
  mkdirSync(dir, { recursive: true })
  for (const f of readdirSync(dir)) if (f.endsWith('.svg')) rmSync(join(dir, f))
}

reset(join(OUT, 'listings'))
reset(join(OUT, 'realtors'))
let files = 0
for (const kind of Object.keys(LISTING_IMAGE_POOL) as ListingImageKind[]) {
  for (let i = 0; i < LISTING_IMAGE_POOL[kind]; i++) {
    const name = listingImageName(kind, i)
    writeFileSync(
      join(OUT, 'listings', `${name}.svg`),
      drawing(kind, createRandom(seedFor(name, i)), 800),
    )
    if (!MISSING_THUMBNAILS.includes(name))
      writeFileSync(
        join(OUT, 'listings', `${name}-thumbnail.svg`),
        drawing(kind, createRandom(seedFor(name, i)), 320),
      )
    files += 2
  }
}
for (let n = 1; n <= REALTOR_AVATAR_COUNT; n++)
  writeFileSync(join(OUT, 'realtors', `avatar-${String(n).padStart(2, '0')}.svg`), avatar(n))
console.log(
  `Wrote ${files - MISSING_THUMBNAILS.length} listing images (${MISSING_THUMBNAILS.length} thumbnails left out on purpose) and ${REALTOR_AVATAR_COUNT} avatars to public/media/`,
)
