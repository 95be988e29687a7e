import { DeferredForm } from './deferred-form'
import { RealtorNetworkMarkup } from './realtor-network-markup'

const load = () => import('./realtor-network-live')

/** The realtor network sign-up, inline (/join-realtor-network; ?referral_code is sent along). */
export const RealtorNetworkForm = () => <DeferredForm id="realtor" load={load}>{import.meta.env.SSR && <RealtorNetworkMarkup />}</DeferredForm>
