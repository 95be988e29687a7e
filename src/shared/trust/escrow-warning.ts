/**
 * The plain warning shown on every listing and in the e-mails about a viewing: the tenant never
 * asks for money that does not go through escrow, so anyone who does is not the tenant.
 */
export function escrowWarning(tenantName: string): string {
  return `${tenantName} never asks for inspection fees or deposits outside escrow.`
}
