/**
 * How a direct mandate becomes a paid commission, in the order of the Partner Realtor Agreement
 * and the escrow flow (001 §1, §4, §9): who hands what to whom at each step.
 */
export const STATIONS = ['Seller', 'Us', 'You', 'Buyer'] as const

export type Token = 'mandate' | 'listing' | 'buyer' | 'naira'

export interface MandateStep {
  title: string
  text: string
  /** Indexes into STATIONS: the token travels from one to the other. */
  from: number
  to: number
  token: Token
}

export const MANDATE_STEPS: readonly MandateStep[] = [
  { title: 'A seller gives us a mandate', text: 'An owner mandates us to sell their property, and it goes through our checks.', from: 0, to: 1, token: 'mandate' },
  { title: 'You receive the listing', text: 'We share it with you as a direct-mandate listing, with details and materials you may use to market it.', from: 1, to: 2, token: 'listing' },
  { title: 'You register your buyer', text: 'Tell us who your buyer is. Once we accept the registration, the buyer is credited to you for 12 months.', from: 2, to: 1, token: 'buyer' },
  { title: 'The buyer pays into escrow', text: 'The money waits in a custodian account while we handle due diligence, the documents and the handover.', from: 3, to: 1, token: 'naira' },
  { title: 'The sale closes', text: 'The buyer confirms on the platform, and the seller is paid.', from: 1, to: 0, token: 'naira' },
  { title: 'You are paid', text: 'Your commission, 30% of the net sell-side fee, goes to the bank account you nominate.', from: 1, to: 2, token: 'naira' },
]
