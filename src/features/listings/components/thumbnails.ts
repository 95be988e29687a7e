import { thumbnailUrl } from '~/shared/media'

const probes = new Map<string, Promise<string | null>>()

/**
 * Asks for an image's thumbnail with HEAD (000 §7): its URL when it exists, else null (the card
 * shows a grey placeholder). One request per image per page load.
 */
// eslint-disable-next-line no-restricted-globals -- a HEAD on a static image, not an API call
export function probeThumbnail(image: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  const url = thumbnailUrl(image)
  let probe = probes.get(url)
  if (!probe) {
    probe = fetcher(url, { method: 'HEAD' }).then(
      (res) => (res.ok ? url : null),
      () => null,
    )
    probes.set(url, probe)
  }
  return probe
}
