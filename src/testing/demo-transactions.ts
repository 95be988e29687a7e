import type { TransactionStep } from '~/shared/transactions/escrow-states'

/** The demo buyer every tenant gets on an embedded database (decision 035): sign in to see the features. */
export const DEMO_BUYER = {
  email: (domain: string) => `demo@${domain}`,
  password: 'haven-demo-buyer',
  first_name: 'Demo',
  last_name: 'Buyer',
  phone: '+2348031234567',
} as const

/** The way a purchase goes, from the request to the release of the funds. */
export const FULL_PATH: readonly TransactionStep[] = [
  'VIEWING_REQUESTED',
  'VIEWING_CONFIRMED',
  'VIEWED',
  'INTEREST_SHOWN',
  'PAYMENT_REQUESTED',
  'FUNDS_HELD',
  'DUE_DILIGENCE_CONFIRMED',
  'POSSESSION_TRANSFERRED',
  'BUYER_ACCEPTED',
  'FUNDS_RELEASED',
]

/** Notes the team or the buyer left at a step, so the demo timeline reads like a real one. */
export const DEMO_NOTES: Partial<Record<TransactionStep, string>> = {
  PAYMENT_REQUESTED: 'Pay only into the escrow account shown on this transaction. We will never send account details by WhatsApp.',
  DUE_DILIGENCE_CONFIRMED: 'The title search came back clean and the survey plan matches the plot.',
  DISPUTE_RAISED: 'The boys’ quarters shown in the photos is not on the property that was handed over.',
}

/** The demo transactions: how far along the way each one is, plus an open dispute. */
export const DEMO_TRANSACTIONS: readonly { upTo: TransactionStep; dispute?: boolean }[] = [
  { upTo: 'VIEWING_REQUESTED' },
  { upTo: 'VIEWING_CONFIRMED' },
  { upTo: 'PAYMENT_REQUESTED' },
  { upTo: 'DUE_DILIGENCE_CONFIRMED' },
  { upTo: 'POSSESSION_TRANSFERRED' },
  { upTo: 'DUE_DILIGENCE_CONFIRMED', dispute: true },
  { upTo: 'FUNDS_RELEASED' },
]

/** The steps of one demo transaction, oldest first. */
export const demoSteps = (d: (typeof DEMO_TRANSACTIONS)[number]): TransactionStep[] => [
  ...FULL_PATH.slice(0, FULL_PATH.indexOf(d.upTo) + 1),
  ...(d.dispute ? (['DISPUTE_RAISED'] as const) : []),
]

/**
 * The escrow instruction the demo team records with PAYMENT_REQUESTED (decision 043): a made-up
 * partner and bank, so no demo page ever shows a real account. The deadline is a week after `at`.
 */
export const demoInstruction = (amount: number, reference: string, at: number) => ({
  partner: 'Harbour Trust Escrow Ltd (demo)',
  account_name: 'Harbour Trust Escrow – Client Funds',
  account_number: '0123456789',
  bank: 'Demo Bank Plc',
  amount: Math.round(amount),
  reference,
  deadline: new Date(at + 7 * 86_400_000).toISOString(),
})
