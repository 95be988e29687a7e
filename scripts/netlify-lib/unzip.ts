import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, sep } from 'node:path'
import { inflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  size: number
  data: () => Buffer
}

/**
 * The entries of a zip file, read from its central directory (stored or deflated entries, no
 * Zip64): enough for the function archives Netlify writes, without another dependency.
 */
export function readZip(file: string): ZipEntry[] {
  const zip = readFileSync(file)
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error(`${file}: not a zip file (no end of central directory)`)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: central directory entry ${i} is damaged`)
    const method = zip.readUInt16LE(at + 10)
    const compressed = zip.readUInt32LE(at + 20)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    at += 46 + nameLength + extra
    const data = () => {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
      const raw = zip.subarray(start, start + compressed)
      if (method === 0) return Buffer.from(raw)
      if (method === 8) return inflateRawSync(raw)
      throw new Error(`${file}: ${name} uses compression method ${method}`)
    }
    if (!name.endsWith('/')) entries.push({ name, size, data })
  }
  return entries
}

/** Writes every file of a zip under dir (never outside it). */
export function extractZip(file: string, dir: string) {
  for (const entry of readZip(file)) {
    const target = join(dir, normalize(entry.name))
    if (!target.startsWith(dir + sep)) throw new Error(`${file}: ${entry.name} points outside the archive`)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, entry.data())
  }
}
