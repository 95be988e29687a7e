import { useEffect, useState } from 'react'
import type { VerificationDocument } from '~/shared/console/verification'
import { VERIFICATION_STEP_LABELS } from '~/shared/trust/verification'
import { consoleApi, consoleDownload } from '../api'
import { Button, Notice } from '../ui'

/** This agency's documents of a listing, each downloadable by staff with the permission (never a public link). */
export function DocumentsList({ listingId }: { listingId: number }) {
  const [docs, setDocs] = useState<VerificationDocument[] | null>(null)
  const [error, setError] = useState('')
  useEffect(() => {
    void consoleApi<VerificationDocument[]>('GET', `/listings/${listingId}/documents`).then((res) => (res.ok ? setDocs(res.data.filter((d) => d.attached)) : setError(res.message)))
  }, [listingId])
  if (error) return <Notice text={error} tone="error" />
  if (!docs?.length) return null
  return (
    <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm" aria-label="Documents on file">
      {docs.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-2">
          <span>
            {VERIFICATION_STEP_LABELS[d.step]}: <strong>{d.filename}</strong> · {d.uploaded_by}
          </span>
          <Button tone="plain" onClick={() => void consoleDownload(`/documents/${d.id}`, d.filename).then((e) => e && setError(e))}>
            Download {d.filename}
          </Button>
        </li>
      ))}
    </ul>
  )
}
