import type { Role } from '@logoya/core/constants';
import { useBoTranslation } from '../../i18n/i18n.ts';

const TONES: Record<Role, string> = {
  admin: 'border-orange-300 bg-orange-50 text-orange-900',
  designer: 'border-sky-300 bg-sky-50 text-sky-900',
  user: 'border-gray-300 bg-gray-50 text-gray-800',
};

/** A user's role as a small label. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useBoTranslation();
  return (
    <span
      data-testid="user-role"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[role]}`}
    >
      {t(`users.roles.${role}`)}
    </span>
  );
}
