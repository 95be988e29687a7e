import { lazyDialog } from '~/components/ui/lazy-dialog-link'
import type { LegalPage } from './legal-dialog'

/**
 * A link to a legal text that opens it in a dialog, leaving the page (and a half-filled form)
 * where it is; without JavaScript it is an ordinary link to the text's page. Pass `href={doc.path}`.
 */
export const LegalDialogLink = lazyDialog<{ doc: LegalPage }>(() => import('./legal-dialog'))
