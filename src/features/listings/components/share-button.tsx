import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { copyText } from '~/lib/share/copy-text'
import { shareLinks } from '~/lib/share/share-links'

/** The share popover of issue 8: Facebook, WhatsApp, X, LinkedIn, e-mail and Copy link. */
export function ShareButton({ url, text, className = '' }: { url: string; text: string; className?: string }) {
  return (
    <Popover className="relative">
      <PopoverButton className={className}>Share</PopoverButton>
      <PopoverPanel anchor="bottom end" className="z-40 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-lg [--anchor-gap:8px]">
        <ul>
          {shareLinks(url, text).map((s) => (
            <li key={s.network}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" className="block rounded-md px-3 py-2 text-sm text-gray-800 hover:bg-gray-50">
                {s.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void copyText(url)} className="block w-full rounded-md px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-50">
              Copy link
            </button>
          </li>
        </ul>
      </PopoverPanel>
    </Popover>
  )
}
