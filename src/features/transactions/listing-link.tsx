import { useState } from 'react'
import { AppLink } from '~/components/ui/app-link'
import { thumbnailUrl } from '~/shared/media'

/**
 * A transaction's listing photo (its first property image's thumbnail, 000 §7), linking to the
 * listing; grey where there is none or it fails to load. The title beside it is the link people use.
 */
export function ListingPhoto({ href, photo, width, height, className, priority = false }: { href: string; photo: string | undefined; width: number; height: number; className: string; priority?: boolean }) {
  const [failed, setFailed] = useState(!photo)
  return (
    <AppLink href={href} tabIndex={-1} aria-hidden="true" className={className}>
      {/* `priority`: the page's largest paint (the first card, the timeline's listing), fetched at once. */}
      {!failed && photo && <img src={thumbnailUrl(photo)} alt="" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} width={width} height={height} className="h-full w-full object-cover" onError={() => setFailed(true)} />}
    </AppLink>
  )
}

/** The listing's title as the heading of a card (h2) or of the timeline (h1), linking to the listing. */
export function ListingTitle({ as: Heading, id, href, title, className }: { as: 'h1' | 'h2'; id: string; href: string; title: string; className: string }) {
  return (
    <Heading id={id} className={className}>
      <AppLink href={href} className="hover:underline">
        {title}
      </AppLink>
    </Heading>
  )
}
