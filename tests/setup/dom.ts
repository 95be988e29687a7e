import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// Dialogs and pages load their code lazily; on a busy two-core machine transforming a lazy module
// the first time can take over a second, Testing Library's default wait. Waits still end the
// moment the element appears, so this only moves the point at which a real failure is reported.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
