import type { Role } from '@logoya/core';

/** Who may open a back-office page: any staff member, or admins only (SPEC §6). */
export type Requirement = 'staff' | 'admin';

/** What a guard does: show the page, or send the visitor to the login, the shop or the dashboard. */
export type Access = 'allow' | 'login' | 'shop' | 'dashboard';

export const STAFF_ROLES: readonly Role[] = ['admin', 'designer'];

export function isStaff(role: Role | undefined): boolean {
  return role !== undefined && STAFF_ROLES.includes(role);
}

/**
 * The guard rule in one place: anonymous visitors go to the back-office login, members to the
 * shop's language home, and designers on an admin-only page to the dashboard.
 */
export function backofficeAccess(role: Role | undefined, requirement: Requirement): Access {
  if (role === undefined) return 'login';
  if (!isStaff(role)) return 'shop';
  if (requirement === 'admin' && role !== 'admin') return 'dashboard';
  return 'allow';
}

/** The login path with the page to come back to. */
export function loginPath(base: string, from: string): string {
  return `${base}/login?next=${encodeURIComponent(from)}`;
}
