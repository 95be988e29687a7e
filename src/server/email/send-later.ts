import { deliver } from './deliver'
import type { Mail } from './mailer'

const inFlight = new Set<Promise<unknown>>()

/**
 * Sends without holding the answer: the request that triggers a message answers in the same time
 * whether or not a message goes (e.g. a reset code for an account that exists, issue 20 finding
 * 11). A failure is logged by deliver(), as for every message.
 */
export function sendLater(mail: Mail, area: string, what: string): void {
  const sending = deliver([mail], area, what)
  inFlight.add(sending)
  void sending.finally(() => inFlight.delete(sending))
}

/** Resolves once every message handed to sendLater so far has been sent or has failed (tests, shutdown). */
export async function settleMail(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}
