import type { ChangeEvent } from 'react'
import { photoInfo, thumbnailUrl } from '~/shared/media'
import { MAX_UPLOAD_BYTES } from '~/shared/schemas/listing-editor'
import { looksLikeImage, notAnImage } from '~/shared/sniff-image'
import { UploadList, useUploads } from '../uploads/upload-list'
import type { ConsoleRealtorRow } from './realtors-page'

/**
 * A realtor's photo, uploaded in parts through the photo pipeline (decision 057), saved to them as
 * soon as it is made; db:import still takes a URL. A new realtor is added first, then given a photo.
 */
export function RealtorPhoto({ realtor, photo, onPhoto }: { realtor: ConsoleRealtorRow | null; photo: string | null; onPhoto: (url: string | null) => void }) {
  const uploads = useUploads<ConsoleRealtorRow>((saved) => onPhoto(saved.image_url ?? null))
  if (!realtor) return <p className="text-sm md:col-span-2">Add the realtor first, then upload their photo here.</p>

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0]
    e.currentTarget.value = ''
    if (!file) return
    const refused = file.size > MAX_UPLOAD_BYTES ? `${file.name}: the file is over the 25 MB limit` : !(await looksLikeImage(file)) ? notAnImage(file.name) : undefined
    await uploads.add([{ file, refused }], { purpose: 'realtor-photo', realtor_id: realtor!.id })
  }

  const name = `${realtor.first_name} ${realtor.last_name}`
  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        {photo ? (
          <img src={photoInfo(photo) ? thumbnailUrl(photo) : photo} alt={`${name}’s photo`} width={96} height={96} className="h-24 w-24 rounded-full bg-gray-200 object-cover" />
        ) : (
          <p className="text-sm">No photo yet.</p>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="realtor-photo-file">
          Upload a photo (JPEG, PNG, WebP, HEIC or AVIF, up to 25 MB)
          <input id="realtor-photo-file" type="file" accept="image/*" disabled={uploads.busy} onChange={(e) => void choose(e)} className="text-sm font-normal" />
        </label>
      </div>
      <UploadList items={uploads.items} retry={uploads.retry} label="Photo being sent" />
    </div>
  )
}
