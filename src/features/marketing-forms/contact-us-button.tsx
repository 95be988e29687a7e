import { dialogOpener } from './dialog-opener'

/** A button that opens the Contact Us dialog (001 §2, §5, §8). */
export const ContactUsButton = dialogOpener(() => import('./contact-us-dialog'))
