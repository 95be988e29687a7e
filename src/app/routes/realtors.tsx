import { RealtorDirectory } from '~/features/realtors/directory/realtor-directory'

/** /find-trusted-realtors (000 §2). */
export function Component() {
  return <RealtorDirectory />
}
