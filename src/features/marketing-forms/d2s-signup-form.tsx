import { DeferredForm } from './deferred-form'

const load = () => import('./d2s-signup-live')

/** The Direct2Seller sign-up form, inline (the /direct2seller hero): prerendered fields, code on first use. */
export const D2sSignupForm = () => <DeferredForm id="d2s" load={load} />
