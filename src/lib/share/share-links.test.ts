import { describe, expect, it } from 'vitest'
import { shareLinks } from './share-links'

describe('shareLinks', () => {
  it('builds one encoded link per network', () => {
    const links = shareLinks('https://haven.ng?code=ABC1234', 'Join me & buy safely')
    expect(links.map((l) => l.network)).toEqual(['facebook', 'whatsapp', 'x', 'linkedin', 'email'])
    const byNetwork = Object.fromEntries(links.map((l) => [l.network, new URL(l.href)]))
    expect(byNetwork.facebook!.searchParams.get('u')).toBe('https://haven.ng?code=ABC1234')
    expect(byNetwork.whatsapp!.searchParams.get('text')).toBe('Join me & buy safely https://haven.ng?code=ABC1234')
    expect(byNetwork.x!.searchParams.get('text')).toBe('Join me & buy safely')
    expect(byNetwork.linkedin!.searchParams.get('url')).toBe('https://haven.ng?code=ABC1234')
    expect(links.find((l) => l.network === 'email')!.href).toBe(
      'mailto:?subject=Join%20me%20%26%20buy%20safely&body=Join%20me%20%26%20buy%20safely%0A%0Ahttps%3A%2F%2Fhaven.ng%3Fcode%3DABC1234',
    )
  })
})
