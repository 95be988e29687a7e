import { useParams } from 'react-router-dom'
import { RealtorProfile } from '~/features/realtors/profile/realtor-profile'

/** /find-trusted-realtors/:id/:username (000 §2). */
export function Component() {
  const { username = '' } = useParams()
  return <RealtorProfile username={username} />
}
