import { lazyDialog } from '~/components/ui/lazy-dialog-link'

/** A button that opens the partner realtor sign-up dialog (001 §3, §5; success opens the partner group after 1 s). */
export const PartnerRealtorButton = lazyDialog(() => import('./partner-realtor-dialog'))
