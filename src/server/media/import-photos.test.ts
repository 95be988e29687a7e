import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoInfo } from '~/shared/media'
import { photoHosts, TEST_PNG, type PhotoHosts, type Route } from '~/testing/photo-hosts'
import { folderStore } from './media-store'
import { importPhotos } from './import-photos'
import { DEMO_PHOTO_DIR } from './process-demo-photos'

const dir = mkdtempSync(join(tmpdir(), 'haven-import-'))
const out = join(dir, 'out')
const store = folderStore(out)
copyFileSync(join(DEMO_PHOTO_DIR, 'exterior-17.jpg'), join(dir, 'front.jpg'))

const NOT_PUBLIC = 'the address is not public (loopback, private, link-local or metadata)'
/** A redirect; a function gets the servers' port, known once they listen. */
const redirect =
  (to: string | ((port: number) => string), status = 302): Route =>
  (_req, res) =>
    res.writeHead(status, { location: typeof to === 'string' ? to : to(hosts.port) }).end()

let hosts: PhotoHosts
let rebindAsked = 0
beforeAll(async () => {
  hosts = await photoHosts(
    {
      '/photo.png': (_req, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end(TEST_PNG),
      '/moved': redirect('/photo.png', 301),
      '/notes.jpg': (_req, res) => res.writeHead(200).end('plain text'),
      '/broken': (_req, res) => res.writeHead(500).end('stack trace of an internal service'),
      '/to-inside': redirect((port) => `https://127.0.0.1:${port}/secret.png`),
      '/to-localhost': redirect((port) => `https://localhost:${port}/secret.png`),
      '/to-mapped': redirect((port) => `https://[::ffff:7f00:1]:${port}/secret.png`),
      '/to-metadata': redirect('https://metadata.test/latest/meta-data/', 307),
      '/to-http': redirect((port) => `http://photos.test:${port}/photo.png`),
      '/to-file': redirect('file:///etc/passwd'),
      '/loop': redirect('/loop'),
      '/endless': (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' })
        const chunk = Buffer.alloc(16_384)
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump)
        }
        pump()
      },
      '/declared-huge': (_req, res) => {
        res.writeHead(200, { 'content-length': String(2 ** 30) })
        res.flushHeaders()
      },
      '/silent': () => {},
    },
    {
      'metadata.test': ['169.254.169.254'],
      'mixed.test': ['127.0.0.2', '127.0.0.1'],
      // Public when asked first, loopback afterwards: a check that resolves again is fooled.
      'rebind.test': () => (rebindAsked++ ? ['127.0.0.1'] : ['127.0.0.2']),
    },
  )
})
afterAll(async () => {
  await hosts?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** One realtor per source: each refusal is its own record's problem. */
const realtors = (sources: string[]) => ({ realtors: sources.map((image_url) => ({ image_url })) })

describe('db:import photos (decision 041)', { timeout: 60_000 }, () => {
  it('runs local paths through the pipeline, keeps site paths, and a re-import writes nothing', async () => {
    const file = {
      listings: [
        {
          title: 'x',
          gallery: {
            property_images: ['front.jpg', '/media/listings/house-01.svg'],
            floor_plans: ['./front.jpg'],
          },
        },
      ],
    }
    const { value, processed, problems } = await importPhotos(file, dir, { store })
    expect(problems).toEqual([])
    const gallery = (value as typeof file).listings[0]!.gallery
    expect(photoInfo(gallery.property_images[0]!)).toMatchObject({ width: 1200, height: 900 })
    expect(gallery.property_images[1]).toBe('/media/listings/house-01.svg')
    expect(gallery.floor_plans[0]).toBe(gallery.property_images[0]) // same content, same name
    expect(processed).toBe(2)
    const files = readdirSync(out).length
    await importPhotos(file, dir, { store })
    expect(readdirSync(out)).toHaveLength(files)
  })

  it('downloads https photos, following redirects on public hosts, and names each one refused', async () => {
    const file = {
      listings: [
        { gallery: { property_images: [hosts.url('/photo.png'), hosts.url('/moved')] } },
        { gallery: { property_images: [hosts.url('/notes.jpg')] } },
      ],
      realtors: [{ image_url: hosts.url('/gone.jpg') }, { image_url: hosts.url('/broken') }],
    }
    const { value, processed, problems } = await importPhotos(file, dir, {
      store,
      network: hosts.network,
    })
    const [first, second] = (value as typeof file).listings
    expect(photoInfo(first!.gallery.property_images[0]!)).toMatchObject({ width: 64, height: 48 })
    expect(first!.gallery.property_images[1]).toBe(first!.gallery.property_images[0])
    expect(second).toEqual(file.listings[1]) // a refused record stays as it was
    expect(processed).toBe(2)
    expect(problems).toEqual([
      `listings[1].gallery.property_images[0]: ${hosts.url('/notes.jpg')}: not an image (JPEG, PNG, WebP, HEIC or AVIF expected)`,
      // No status code: from an address that answers, it would say which internal ports are open.
      `realtors[0].image_url: ${hosts.url('/gone.jpg')}: the server did not send it (an error answer)`,
      `realtors[1].image_url: ${hosts.url('/broken')}: the server did not send it (an error answer)`,
    ])
  })

  it('refuses loopback, private, link-local and metadata addresses however they are spelled (production rules)', async () => {
    const p = hosts.port
    const sources = [
      `https://127.0.0.1:${p}/a.png`,
      `https://localhost:${p}/a.png`,
      `https://2130706433:${p}/a.png`, // 127.0.0.1 in decimal
      `https://0x7f.0.0.1:${p}/a.png`,
      `https://0177.0.0.1:${p}/a.png`,
      `https://127.1:${p}/a.png`,
      `https://[::1]:${p}/a.png`,
      `https://[::ffff:127.0.0.1]:${p}/a.png`,
      `https://[::ffff:7f00:1]:${p}/a.png`,
      `https://127.0.0.2:${p}/photo.png`, // the tests' public stand-in is loopback to production
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00:ec2::254]/latest/meta-data/',
      'https://10.0.0.1/a.png',
      'https://192.168.1.1/a.png',
    ]
    const { problems } = await importPhotos(realtors(sources), dir, {
      store,
      network: hosts.production,
    })
    expect(problems).toEqual(sources.map((s, i) => `realtors[${i}].image_url: ${s}: ${NOT_PUBLIC}`))
    expect(hosts.inside).toEqual([])
  })

  it('checks every redirect: only https, never to a loopback or metadata address, and a redirect to file: is a problem, not a crash', async () => {
    const paths = ['/to-inside', '/to-localhost', '/to-mapped', '/to-metadata']
    const others = {
      '/to-http': 'redirected away from https://',
      '/to-file': 'redirected away from https://',
      '/loop': 'redirected more than 5 times',
    }
    const sources = [...paths, ...Object.keys(others)].map((path) => hosts.url(path))
    const { problems } = await importPhotos(realtors(sources), dir, {
      store,
      network: hosts.network,
    })
    const reasons = [
      ...paths.map(() => 'redirected to an address that is not public'),
      ...Object.values(others),
    ]
    expect(problems).toEqual(sources.map((s, i) => `realtors[${i}].image_url: ${s}: ${reasons[i]}`))
    expect(hosts.inside).toEqual([])
  })

  it('connects to the addresses it checked: a name that answers differently the second time, or with one private address among public ones, reaches nothing inside', async () => {
    const sources = [hosts.url('/photo.png', 'rebind.test'), hosts.url('/photo.png', 'mixed.test')]
    const { value, problems } = await importPhotos(realtors(sources), dir, {
      store,
      network: hosts.network,
    })
    expect(problems).toEqual([`realtors[1].image_url: ${sources[1]}: ${NOT_PUBLIC}`])
    const [rebound] = (value as ReturnType<typeof realtors>).realtors
    expect(photoInfo(rebound!.image_url)).toMatchObject({ width: 64, height: 48 })
    expect(hosts.inside).toEqual([])
    expect(rebindAsked).toBe(1)
  })

  it('stops a download at the size limit while it streams, and one that never answers at the deadline', async () => {
    const network = { ...hosts.network, maxBytes: 65_536 }
    const big = [hosts.url('/endless'), hosts.url('/declared-huge')]
    const capped = await importPhotos(realtors(big), dir, { store, network })
    expect(capped.problems).toEqual(
      big.map((s, i) => `realtors[${i}].image_url: ${s}: over the 65536 bytes limit`),
    )
    const silent = hosts.url('/silent')
    const late = await importPhotos(realtors([silent]), dir, {
      store,
      network: { ...network, timeoutMs: 1000 },
    })
    expect(late.problems).toEqual([`realtors[0].image_url: ${silent}: no answer within 1 s`])
  })

  it('reads local photos only from inside the import file’s folder, symbolic links followed, one problem per record', async () => {
    const folder = join(dir, 'import')
    mkdirSync(join(folder, 'sub'), { recursive: true })
    copyFileSync(join(dir, 'front.jpg'), join(dir, 'secret.jpg'))
    copyFileSync(join(dir, 'front.jpg'), join(folder, 'inside.jpg'))
    symlinkSync(join(dir, 'secret.jpg'), join(folder, 'link.jpg'))
    symlinkSync(dir, join(folder, 'up'))
    const outside = 'outside the import file’s folder'
    const refused = [
      ['../secret.jpg', outside],
      ['../nowhere.jpg', outside], // not even whether it exists
      ['sub/../../secret.jpg', outside],
      ['link.jpg', outside],
      ['up/secret.jpg', outside],
      ['sub', 'not a file'],
      ['missing.jpg', 'no such file beside the import file'],
    ]
    const file = [
      ...refused.map(([src]) => ({ gallery: { property_images: [src!, 'inside.jpg'] } })),
      { gallery: { property_images: ['sub/../inside.jpg'] } },
    ]
    const { value, problems } = await importPhotos(file, folder, { store })
    expect(problems).toEqual(
      refused.map(([src, why], i) => `listings[${i}].gallery.property_images[0]: ${src}: ${why}`),
    )
    expect(photoInfo((value as typeof file)[7]!.gallery.property_images[0]!)).toMatchObject({
      width: 1200,
    })
  })
})
