import * as v from 'valibot'

/** The staff roles of a tenant (issue 24, decision 045). */
export const STAFF_ROLES = ['owner', 'editor', 'verifier', 'escrow_officer'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  verifier: 'Verifier',
  escrow_officer: 'Escrow officer',
}

/**
 * The one role → permission table. The server checks it on every console route; the console
 * only reads it to hide what a role cannot do.
 */
export const PERMISSIONS = {
  /** Find listings and read them. */
  'listings.read': ['owner', 'editor', 'verifier', 'escrow_officer'],
  /** Create and edit listings, their photos, publish and unpublish (decision 048). */
  'listings.edit': ['owner', 'editor'],
  /** Create and edit realtors (the directory and profiles are shared, decision 010). */
  'realtors.edit': ['owner', 'editor'],
  /** Confirm available, mark sold or let. */
  'listings.availability': ['owner', 'editor'],
  /** Record a verification check. */
  'listings.verify': ['owner', 'verifier'],
  /** Upload a check's documents and download them (private to the tenant's staff, decision 049). */
  'verification.documents': ['owner', 'verifier'],
  /** The transactions board: every transaction of the tenant, advance a step, notes, resolve a dispute. */
  'transactions.board': ['owner', 'escrow_officer'],
  /** Ask for a release of funds, and approve another's request (four eyes). */
  'transactions.release': ['owner', 'escrow_officer'],
  /** The tenant's audit trail. */
  'audit.read': ['owner'],
  /** Invite staff, list them, change a role, disable an account. */
  'staff.manage': ['owner'],
  /** The listing reports inbox: read, mark handled or dismissed (decision 050). */
  'reports.manage': ['owner', 'editor', 'verifier'],
  /** Marketing form submissions and their CSV (reporters' and senders' addresses). */
  'submissions.read': ['owner', 'editor'],
  /** Viewing requests: confirm, reschedule, cancel. */
  'viewings.manage': ['owner', 'editor', 'escrow_officer'],
} as const satisfies Record<string, readonly StaffRole[]>
export type Permission = keyof typeof PERMISSIONS

export const can = (role: StaffRole, permission: Permission) => (PERMISSIONS[permission] as readonly StaffRole[]).includes(role)
export const permissionsOf = (role: StaffRole) => (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p))

const email = v.pipe(v.string('Enter an e-mail address'), v.trim(), v.toLowerCase(), v.email('Enter a valid e-mail address'), v.maxLength(254, 'Enter a valid e-mail address'))
const code = v.pipe(v.string('Enter the code'), v.trim(), v.nonEmpty('Enter the code'), v.maxLength(40, 'Enter the code'))
const password = v.pipe(v.string('Enter a password'), v.minLength(12, 'Use at least 12 characters'), v.maxLength(128, 'Use at most 128 characters'))

export const StaffSignInSchema = v.object({ email, password: v.pipe(v.string('Enter your password'), v.nonEmpty('Enter your password'), v.maxLength(128)) })
export const StaffCodeSchema = v.object({ code })
export const StaffSetupSchema = v.object({ token: v.pipe(v.string('The setup link is not valid'), v.nonEmpty('The setup link is not valid'), v.maxLength(100)) })
export const StaffFinishSetupSchema = v.object({ ...StaffSetupSchema.entries, password, code })
export const StaffInviteSchema = v.object({ email, role: v.picklist(STAFF_ROLES, 'Choose a role') })
export const StaffEmailSchema = email
