import { useState, type FormEvent } from 'react'
import type { ConsoleListing } from '~/shared/console/queries'
import { Link } from 'react-router-dom'
import { consoleApi, type Me } from './api'
import { PagedList, ROW_WITH_ACTIONS } from './paged-list'
import { Button, Field, formValues, Notice } from './ui'
import { usePaged } from './use-paged'

const AVAILABILITY_LABEL = { available: 'Available', sold: 'Sold', let: 'Let' } as const
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 })

/** Find a listing (server-side paging) and its quick actions: confirm available, mark sold or let. */
export function ListingsPage({ me }: { me: Me }) {
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' }>({ text: '', tone: 'ok' })
  const list = usePaged<ConsoleListing>('/listings', {}, (text) => setNotice({ text, tone: 'error' }))
  const mayChange = me.permissions.includes('listings.availability')
  const mayEdit = me.permissions.includes('listings.edit')

  function search(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    list.search(formValues(e.currentTarget))
  }

  async function act(l: ConsoleListing, action: 'confirm-availability' | 'mark-sold' | 'mark-let') {
    const res = await consoleApi<{ after: { availability: ConsoleListing['availability'] } }>('POST', `/listings/${l.id}/${action}`, {})
    if (!res.ok) return setNotice({ text: res.message, tone: 'error' })
    setNotice({ text: `${l.title}: ${res.message}`, tone: 'ok' })
    list.update(l.id, (x) => ({ ...x, availability: res.data.after.availability }))
  }

  return (
    <section aria-labelledby="listings-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="listings-heading" className="text-2xl font-bold">
          Listings
        </h1>
        {mayEdit && (
          <Link to="/listings/new" className="min-h-11 rounded bg-blue-800 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-900 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700">
            New listing
          </Link>
        )}
      </div>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <Field label="Title, address, id or property id" name="q" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Availability
          <select name="availability" className="rounded border border-gray-400 px-3 py-2 text-base font-normal">
            <option value="">Any</option>
            <option value="available">Available</option>
            <option value="sold">Sold</option>
            <option value="let">Let</option>
          </select>
        </label>
        <Button type="submit">Search</Button>
      </form>
      <Notice text={notice.text} tone={notice.tone} />
      <PagedList label="Listings found" page={list.page} empty="No listing matches." more={list.more} rowClass={ROW_WITH_ACTIONS}>
        {(l) => (
          <>
            <div>
              <a className="font-semibold text-blue-800 underline" href={`/listings/${l.id}/${l.slug}`} target="_blank" rel="noreferrer">
                {l.title}
              </a>
              <p className="text-sm text-gray-700">
                {l.property_id} · {l.category} · {l.state} · {naira.format(l.asking_price_ngn)} · {l.verification_tier} of 4 checks ·{' '}
                <strong>{AVAILABILITY_LABEL[l.availability]}</strong>
                {!l.published && <strong> · Draft</strong>}
              </p>
            </div>
            {(mayChange || mayEdit) && (
              <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${l.title}`}>
                {mayEdit && (
                  <Link to={`/listings/${l.id}/edit`} className="min-h-11 rounded border border-gray-400 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus:outline-2 focus:outline-offset-2 focus:outline-blue-700">
                    Edit
                  </Link>
                )}
                {mayChange && (
                  <Button tone="plain" onClick={() => void act(l, 'confirm-availability')}>
                    Confirm available
                  </Button>
                )}
                {mayChange && l.availability === 'available' && (
                  <Button tone="plain" onClick={() => void act(l, l.category === 'For sale' ? 'mark-sold' : 'mark-let')}>
                    {l.category === 'For sale' ? 'Mark sold' : 'Mark let'}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </PagedList>
    </section>
  )
}
