import { lazyDialog } from '~/components/ui/lazy-dialog-link'

/** A button that opens the Contact Us dialog (001 §2, §5, §8). */
export const ContactUsButton = lazyDialog(() => import('./contact-us-dialog'))
