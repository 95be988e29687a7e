import { Photo } from '~/components/ui/photo'
import { useHydrated } from '~/lib/use-hydrated'
import { GALLERY_LIST_SIZES } from '~/shared/media-sizes'
import type { ListingDto } from '~/shared/types/listing'
import { GALLERY_LABELS, galleryCategories } from './gallery-steps'

/**
 * Every photo of the listing but the one in the frame, for a browser without JavaScript (decision
 * 056): the frame's arrows, categories and full-screen viewer need the app, so the server's HTML
 * lists the rest, each category under its name, fetched by the browser's own lazy loading. A
 * browser that runs scripts never paints it (nojs-only), and the app drops it once it hydrates.
 */
export function GalleryList({ gallery, title }: { gallery: ListingDto['gallery']; title: string }) {
  const hydrated = useHydrated()
  if (hydrated) return null
  const categories = galleryCategories(gallery)
  return (
    <div className="nojs-only space-y-3">
      {categories.map((c, n) => {
        const images = gallery[c] ?? []
        // The frame shows the first category's first photo.
        const listed = n === 0 ? images.slice(1) : images
        if (listed.length === 0) return null
        return (
          <section key={c} aria-label={GALLERY_LABELS[c]}>
            <h3 className="mb-2 text-sm font-semibold text-gray-700">
              {GALLERY_LABELS[c]} ({images.length})
            </h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {listed.map((src, i) => (
                <li key={src} className="aspect-[16/10] overflow-hidden rounded-lg bg-gray-200">
                  <Photo src={src} sizes={GALLERY_LIST_SIZES} nativeLazy width={640} height={400} alt={`${title} — ${GALLERY_LABELS[c]} ${images.length - listed.length + i + 1} of ${images.length}`} className="h-full w-full object-cover" />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
