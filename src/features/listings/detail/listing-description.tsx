import { useId, useState } from 'react'
import { needsTruncation, truncate } from '~/shared/format/text'

/** The description, cut at 210 characters with Read more / Read less (000 §4). */
export function ListingDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const long = needsTruncation(text)
  return (
    <div>
      <p id={id} className="whitespace-pre-line text-gray-800">
        {open || !long ? text : truncate(text)}
      </p>
      {long && (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className="mt-2 font-semibold text-brand-dark hover:underline">
          {open ? 'Read less' : 'Read more'}
        </button>
      )}
    </div>
  )
}
