import { DeferredForm } from './deferred-form'

const load = () => import('./realtor-network-live')

/** The realtor network sign-up, inline (/join-realtor-network; ?referral_code is sent along). */
export const RealtorNetworkForm = () => <DeferredForm id="realtor" load={load} />
