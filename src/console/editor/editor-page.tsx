import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import type { EditorListing } from '~/shared/schemas/listing-editor'
import { consoleApi } from '../api'
import { Button, Notice } from '../ui'
import { ListingForm } from './listing-form'
import { PhotoManager } from './photo-manager'

/** Create (/listings/new) or edit (/listings/:id/edit) a listing: details, photos, publish (decision 048). */
export function EditorPage() {
  const { id } = useParams()
  const listingId = id ? Number(id) : null
  const navigate = useNavigate()
  const [listing, setListing] = useState<EditorListing | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    setListing(null)
    if (listingId) void consoleApi<EditorListing>('GET', `/listings/${listingId}/editor`).then((r) => (r.ok ? setListing(r.data) : setFailed(r.message)))
  }, [listingId])

  const title = listingId ? 'Edit listing' : 'New listing'
  useEffect(() => {
    document.title = `${title} · Console`
  }, [title])
  if (failed) return <Notice text={failed} tone="error" />
  if (listingId && !listing) return <p>Loading…</p>
  return (
    <section aria-labelledby="editor-heading" className="flex flex-col gap-4">
      <Link to="/listings" className="text-sm font-semibold text-blue-800 underline">
        Back to listings
      </Link>
      <h1 id="editor-heading" className="text-2xl font-bold">
        {listing ? listing.values.title : title}
      </h1>
      {listing && <PublishBar listing={listing} onChange={(published) => setListing({ ...listing, published })} />}
      <ListingForm
        key={listing?.id ?? 'new'}
        id={listingId}
        values={listing?.values ?? {}}
        onSaved={(savedId, values) => (listingId ? setListing((l) => l && { ...l, values }) : navigate(`/listings/${savedId}/edit`))}
      />
      {listing && <PhotoManager id={listing.id} gallery={listing.gallery} onChange={(gallery) => setListing((l) => l && { ...l, gallery })} />}
    </section>
  )
}

function PublishBar({ listing, onChange }: { listing: EditorListing; onChange: (published: boolean) => void }) {
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  async function toggle() {
    const res = await consoleApi<{ published: boolean }>('POST', `/listings/${listing.id}/publish`, { published: !listing.published })
    setNotice({ text: res.message, tone: res.ok ? 'ok' : 'error' })
    if (res.ok) onChange(res.data.published)
  }
  return (
    <div className="flex flex-col gap-2 rounded border border-gray-300 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="m-0">
          {listing.property_id} ·{' '}
          <strong>{listing.published ? 'Published' : 'Draft — buyers cannot see it'}</strong>
        </p>
        <Button tone={listing.published ? 'plain' : 'primary'} onClick={() => void toggle()}>
          {listing.published ? 'Unpublish' : 'Publish'}
        </Button>
        {listing.published && (
          <a className="font-semibold text-blue-800 underline" href={`/listings/${listing.id}/${listing.slug}`} target="_blank" rel="noreferrer">
            View on the site
          </a>
        )}
      </div>
      <Notice text={notice.text} tone={notice.tone} />
    </div>
  )
}
