/** One row of media/photos/SOURCES.md. */
export interface PhotoCredit {
  file: string
  source: string
  author: string
  licence: string
}

/** Reads the table of media/photos/SOURCES.md (| File | Original source | Taken from | Author | Licence | …). */
export function parseSources(markdown: string): PhotoCredit[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| [a-z]+-\d+\.jpg \|/.test(line))
    .map((line) => {
      const [file, source, , author, licence] = line.split('|').slice(1).map((c) => c.trim())
      return { file: file!, source: source!, author: author!, licence: licence! }
    })
}

/** The credits users see on /about-us (content/marketing/about-us/photo-credits.md). */
export function creditsMarkdown(credits: PhotoCredit[]): string {
  const byAuthor = new Map<string, PhotoCredit[]>()
  for (const c of credits) byAuthor.set(c.author, [...(byAuthor.get(c.author) ?? []), c])
  const lines = [...byAuthor].map(
    ([author, photos]) =>
      `- ${author}: ${photos.map((p) => `[${p.file.replace('.jpg', '')}](${p.source})`).join(', ')} (${[...new Set(photos.map((p) => p.licence))].join(', ')})`,
  )
  return [
    '<!-- Written by `npm run media:photos` from media/photos/SOURCES.md: edit that file. -->',
    '## Photo credits',
    '',
    'The homes pictured in the demo listings are photographs by these photographers, used under the [Unsplash License](https://unsplash.com/license) and the [Pexels License](https://www.pexels.com/license/); they show no property for sale or rent.',
    '',
    ...lines,
    '',
  ].join('\n')
}
