import { useRef, useState, type DragEvent } from 'react'
import { thumbnailUrl } from '~/shared/media'
import { GALLERY_CATEGORIES, type GalleryCategory } from '~/shared/schemas/catalogue-enums'
import { MAX_UPLOAD_BYTES, type EditorListing } from '~/shared/schemas/listing-editor'
import { consoleApi } from '../api'
import { UploadList, useUploads } from '../uploads/upload-list'
import { Button, Notice } from '../ui'
import { looksLikeImage, notAnImage } from '~/shared/sniff-image'

type Gallery = EditorListing['gallery']

/** 000 §3's gallery categories, as staff read them. */
export const CATEGORY_LABELS: Record<GalleryCategory, string> = {
  property_images: 'Property images',
  floor_plans: 'Floor plans',
  site_plans: 'Site plans',
  building_permit_files: 'Building permit files',
  common_area_plans: 'Common area plans',
}

/**
 * Photos by category (decision 048): drop files or choose them, each sent in parts with its
 * progress (decision 057) and made by the pipeline; move a photo earlier or later; delete it.
 * Messages name the file.
 */
export function PhotoManager(props: { id: number; gallery: Gallery; onChange: (g: Gallery) => void }) {
  const [category, setCategory] = useState<GalleryCategory>('property_images')
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const [over, setOver] = useState(false)
  const picker = useRef<HTMLInputElement>(null)

  const uploads = useUploads<EditorListing>((listing) => props.onChange(listing.gallery))

  // What the server would refuse anyway is said at once, by name; the rest goes in parts (decision 057).
  async function upload(files: File[]) {
    setNotice({ text: '', tone: 'ok' })
    const checked = await Promise.all(
      files.map(async (file) => ({ file, refused: file.size > MAX_UPLOAD_BYTES ? `${file.name}: the file is over the 25 MB limit` : !(await looksLikeImage(file)) ? notAnImage(file.name) : undefined })),
    )
    await uploads.add(checked, { purpose: 'listing-photo', listing_id: props.id, category })
  }

  async function save(gallery: Gallery, message: string) {
    const res = await consoleApi<EditorListing>('PUT', `/listings/${props.id}/photos`, { gallery })
    if (res.ok) props.onChange(res.data.gallery)
    setNotice({ text: res.ok ? message : res.message, tone: res.ok ? 'ok' : 'error' })
  }
  function move(cat: GalleryCategory, from: number, to: number) {
    const list = [...(props.gallery[cat] ?? [])]
    const [photo] = list.splice(from, 1)
    list.splice(to, 0, photo!)
    void save({ ...props.gallery, [cat]: list }, `Photo ${from + 1} of ${CATEGORY_LABELS[cat]} is now photo ${to + 1}.`)
  }
  async function remove(url: string, n: number, cat: GalleryCategory) {
    const res = await consoleApi<EditorListing>('DELETE', `/listings/${props.id}/photos`, { url })
    if (res.ok) props.onChange(res.data.gallery)
    setNotice({ text: res.ok ? `Photo ${n} of ${CATEGORY_LABELS[cat]} deleted.` : res.message, tone: res.ok ? 'ok' : 'error' })
  }
  function drop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault()
    setOver(false)
    void upload([...e.dataTransfer.files])
  }

  return (
    <section aria-labelledby="photos-heading" className="flex flex-col gap-4 rounded border border-gray-300 bg-white p-4">
      <h2 id="photos-heading" className="text-lg font-bold">
        Photos
      </h2>
      <label className="flex flex-col gap-1 text-sm font-medium md:w-72">
        Add photos to
        <select value={category} onChange={(e) => setCategory(e.target.value as GalleryCategory)} className="rounded border border-gray-400 px-3 py-2 text-base font-normal focus:outline-2 focus:outline-blue-700">
          {GALLERY_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="photo-drop"
        className={`flex flex-col items-center gap-3 rounded border-2 border-dashed p-6 text-center ${over ? 'border-blue-700 bg-blue-50' : 'border-gray-400'}`}
      >
        <p className="text-sm">Drop photos here (JPEG, PNG, WebP, HEIC or AVIF; up to 25 MB and 40 megapixels each)</p>
        <input ref={picker} id="photo-files" type="file" accept="image/*" multiple tabIndex={-1} aria-label="Photo files" className="sr-only" onChange={(e) => void upload([...(e.target.files ?? [])]).then(() => (e.target.value = ''))} />
        <Button tone="plain" onClick={() => picker.current?.click()} disabled={uploads.busy}>
          Choose photos
        </Button>
      </div>
      <UploadList items={uploads.items} retry={uploads.retry} label="Photos being added" />
      <Notice text={notice.text} tone={notice.tone} />
      {GALLERY_CATEGORIES.filter((c) => props.gallery[c]?.length).map((cat) => (
        <PhotoList key={cat} cat={cat} photos={props.gallery[cat]!} move={move} remove={remove} />
      ))}
    </section>
  )
}

function PhotoList(props: { cat: GalleryCategory; photos: string[]; move: (c: GalleryCategory, from: number, to: number) => void; remove: (url: string, n: number, c: GalleryCategory) => void }) {
  const { cat, photos } = props
  return (
    <div>
      <h3 className="mb-2 font-semibold">
        {CATEGORY_LABELS[cat]} ({photos.length})
      </h3>
      <ol aria-label={CATEGORY_LABELS[cat]} className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 md:grid-cols-3">
        {photos.map((url, i) => (
          <li key={url} className="flex flex-col gap-2 rounded border border-gray-300 p-2">
            <img src={url.startsWith('/media/photos/') ? thumbnailUrl(url) : url} alt={`${CATEGORY_LABELS[cat]}, photo ${i + 1}`} width={480} height={320} className="aspect-[3/2] h-auto w-full rounded bg-gray-200 object-cover" />
            <div className="flex flex-wrap gap-2" role="group" aria-label={`Photo ${i + 1} of ${CATEGORY_LABELS[cat]}`}>
              <Button tone="plain" disabled={i === 0} onClick={() => props.move(cat, i, i - 1)}>
                Move earlier
              </Button>
              <Button tone="plain" disabled={i === photos.length - 1} onClick={() => props.move(cat, i, i + 1)}>
                Move later
              </Button>
              <Button tone="plain" onClick={() => props.remove(url, i + 1, cat)}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
