import type { MouseEvent } from 'react'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { ContentBlock } from '~/lib/content'
import { legalContentKey } from './legal-documents'

/** A legal text's page: `LEGAL_ROUTES` entries fit. */
export interface LegalPage {
  id: string
  path: string
  title: string
}

// A link inside the text (to another legal text, say) opens in a new tab: the page under the
// dialog, and a form half filled on it, stay as they are.
function inNewTab(e: MouseEvent) {
  const a = (e.target as Element).closest('a')
  if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
  e.preventDefault()
  window.open(a.href, '_blank', 'noopener')
}

/**
 * A legal text in a modal, fetched from its own prerendered page (decision 003), so a page can
 * show the terms without carrying them. The dialog's title stands for the text's own h1.
 */
export default function LegalDialog({ doc, onClose }: { doc: LegalPage; onClose: () => void }) {
  return (
    <ModalDialog title={doc.title} onClose={onClose} className="max-w-3xl">
      <div onClick={inNewTab}>
        <ContentBlock contentKey={legalContentKey(doc.id)} src={doc.path} className="legal-prose legal-prose-untitled" />
      </div>
      <p className="mt-6 border-t border-gray-100 pt-4 text-sm">
        <a href={doc.path} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-dark underline">
          Open the {doc.title} on its own page<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </ModalDialog>
  )
}
