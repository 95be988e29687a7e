import { DeferredForm } from './deferred-form'

const load = () => import('./sellers-mandate-live')

/** The seller's mandate, two steps, inline (/sellers-mandate): prerendered fields, code on first use. */
export const SellersMandateForm = () => <DeferredForm id="mandate" load={load} />
