import { lazyDialog } from '~/components/ui/lazy-dialog-link'

/** A button that opens the request-report dialog (001 §2, §3, §5, §8). */
export const RequestReportButton = lazyDialog(() => import('./request-report-dialog'))
