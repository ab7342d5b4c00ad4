import { ROLES, type Role } from '@logoya/core/constants';
import type { ListController } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';

/** The role a list URL asks for; anything else (a hand-edited URL) reads as all. */
export function roleFilterOf(value: string | undefined): Role | 'all' {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'all';
}

const CHOICES = ['all', ...ROLES] as const;

/**
 * The users list's role filter (SPEC §6: all, admin, designer, user) as a row of segments: radio
 * buttons under one legend, so arrow keys move between them. A new role goes back to page 1.
 */
export function RoleFilter({ list }: { list: ListController }) {
  const { t } = useBoTranslation();
  const current = roleFilterOf(list.state.filters.role);
  return (
    <fieldset className="flex shrink-0 flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm text-gray-800">{t('users.roleFilter')}</legend>
      <div className="inline-flex overflow-hidden rounded-md border border-gray-400">
        {CHOICES.map((role) => (
          <label
            key={role}
            className="cursor-pointer border-gray-400 px-3 py-1.5 text-sm text-gray-800 not-first:border-l hover:bg-gray-50 has-checked:bg-gray-800 has-checked:font-semibold has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-4 has-focus-visible:outline-orange-500"
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={current === role}
              onChange={() => list.setFilter('role', role === 'all' ? '' : role)}
              className="sr-only"
            />
            {role === 'all' ? t('users.roleAll') : t(`users.roles.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
