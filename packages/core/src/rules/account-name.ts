import type { AccountUser } from '../contracts/accounts.ts';

type Named = Pick<AccountUser, 'name' | 'email' | 'first_name' | 'last_name'>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The name a social sign-in without one stores (provider.service.ts): the e-mail's local part.
 */
export function nameStandIn(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at);
}

/**
 * Whether the name-capture modal should ask a signed-in member for their name (SPEC §2: "when the
 * signed-in user has no name"). A name given at sign-up, or a first or last name, is a name. A
 * social sign-in without one stores the e-mail's local part as a stand-in (nameStandIn):
 * that is no name. ADR 0061.
 */
export function needsName(user: Named): boolean {
  if (filled(user.first_name) || filled(user.last_name)) return false;
  const name = user.name.trim();
  if (!name) return true;
  return name.toLowerCase() === nameStandIn(user.email).toLowerCase();
}
