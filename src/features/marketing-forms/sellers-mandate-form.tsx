import { DeferredForm } from './deferred-form'
import { SellersMandateMarkup } from './sellers-mandate-markup'

const load = () => import('./sellers-mandate-live')

/** The seller's mandate, two steps, inline (/sellers-mandate): prerendered fields, code on first use. */
export const SellersMandateForm = () => <DeferredForm id="mandate" load={load}>{import.meta.env.SSR && <SellersMandateMarkup />}</DeferredForm>
