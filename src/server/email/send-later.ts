import { deliver } from './deliver'
import type { Mail } from './mailer'

/**
 * Sends without holding the answer: the request that triggers a message answers in the same time
 * whether or not a message goes (e.g. a reset code for an account that exists, issue 20 finding
 * 11). A failure is logged by deliver(), as for every message.
 */
export function sendLater(mail: Mail, area: string, what: string): void {
  void deliver([mail], area, what)
}
