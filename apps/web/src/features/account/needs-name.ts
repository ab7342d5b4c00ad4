import type { AccountUser } from '@logoya/core';

type Named = Pick<AccountUser, 'name' | 'email' | 'first_name' | 'last_name'>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Whether the name-capture modal should ask a signed-in member for their name (SPEC §2: "when the
 * signed-in user has no name"). A name given at sign-up, or a first or last name, is a name. A
 * social sign-in without one stores the e-mail's local part as a stand-in (provider.service.ts):
 * that is no name. ADR 0061.
 */
export function needsName(user: Named): boolean {
  if (filled(user.first_name) || filled(user.last_name)) return false;
  const name = user.name.trim();
  if (!name) return true;
  const standIn = user.email.slice(0, user.email.lastIndexOf('@'));
  return name.toLowerCase() === standIn.toLowerCase();
}
