import type { ReactNode } from 'react'
import type { Permission } from '~/shared/console/roles'
import type { Me } from './api'
import { AuditPage } from './audit-page'
import { ListingsPage } from './listings-page'
import { RealtorsPage } from './realtors/realtors-page'
import { ReportsPage } from './reports-page'
import { StaffPage } from './staff-page'
import { SubmissionsPage } from './submissions-page'
import { TransactionsPage } from './transactions/transactions-page'
import { VerificationPage } from './verification/verification-page'
import { ViewingsPage } from './viewings-page'

/**
 * The console's sections, in the order of its navigation: one place for the link and the route.
 * A section shows only to a role whose permission the server would grant (roles.ts).
 */
export const SECTIONS: { path: string; label: string; permission: Permission; page: (me: Me) => ReactNode }[] = [
  { path: '/listings', label: 'Listings', permission: 'listings.read', page: (me) => <ListingsPage me={me} /> },
  { path: '/realtors', label: 'Realtors', permission: 'realtors.edit', page: () => <RealtorsPage /> },
  { path: '/verification', label: 'Verification', permission: 'listings.verify', page: () => <VerificationPage /> },
  { path: '/transactions', label: 'Transactions', permission: 'transactions.board', page: (me) => <TransactionsPage me={me} /> },
  { path: '/reports', label: 'Reports', permission: 'reports.manage', page: () => <ReportsPage /> },
  { path: '/viewings', label: 'Viewings', permission: 'viewings.manage', page: () => <ViewingsPage /> },
  { path: '/submissions', label: 'Forms', permission: 'submissions.read', page: () => <SubmissionsPage /> },
  { path: '/staff', label: 'Staff', permission: 'staff.manage', page: (me) => <StaffPage me={me} /> },
  { path: '/audit', label: 'Audit', permission: 'audit.read', page: () => <AuditPage /> },
]

export const sectionsFor = (me: Me) => SECTIONS.filter((s) => me.permissions.includes(s.permission))
