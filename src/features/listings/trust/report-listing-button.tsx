import { lazyDialog } from '~/components/ui/lazy-dialog-link'
import type { ReportListingDialogProps } from './report-listing-dialog'

/** 'Report this listing': a button that opens the report dialog, whose code is fetched on demand. */
export const ReportListingButton = lazyDialog<ReportListingDialogProps>(() => import('./report-listing-dialog'))
