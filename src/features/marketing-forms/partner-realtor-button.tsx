import { dialogOpener } from './dialog-opener'

/** A button that opens the partner realtor sign-up dialog (001 §3, §5; success opens the partner group after 1 s). */
export const PartnerRealtorButton = dialogOpener(() => import('./partner-realtor-dialog'))
