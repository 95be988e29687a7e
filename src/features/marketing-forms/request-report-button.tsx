import { dialogOpener } from './dialog-opener'

/** A button that opens the request-report dialog (001 §2, §3, §5, §8). */
export const RequestReportButton = dialogOpener(() => import('./request-report-dialog'))
