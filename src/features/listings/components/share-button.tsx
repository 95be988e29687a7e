import { useEffect, useId, useRef, useState } from 'react'
import { copyText } from '~/lib/share/copy-text'
import { shareLinks } from '~/lib/share/share-links'

/**
 * The share popover of issue 8: Facebook, WhatsApp, X, LinkedIn, e-mail and Copy link. A small
 * disclosure rather than Headless UI's Popover, which would cost the page ~30 KB (decision 026).
 */
export function ShareButton({ url, text, className = '' }: { url: string; text: string; className?: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false)
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-50'
  return (
    <div ref={root} className="relative" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className={className}>
        Share
      </button>
      <div id={id} hidden={!open} className="absolute right-0 top-full z-40 mt-2 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-lg">
        <ul aria-label="Share this listing">
          {shareLinks(url, text).map((s) => (
            <li key={s.network}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" className={item}>
                {s.label}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false)
                void copyText(url)
              }}
              className={item}
            >
              Copy link
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
