import { useId } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { useBackofficePath } from '../lib/base-path.tsx';
import { BoIcon } from '../ui/icons.tsx';
import { ACCOUNT_MENU, ADMIN_MENU, MAIN_MENU, type MenuEntry } from './menu.ts';

interface SideNavProps {
  /** An icon rail: labels stay for screen readers and as tooltips. */
  collapsed?: boolean;
}

function Section({ title, entries, collapsed }: { title: string; entries: MenuEntry[]; collapsed: boolean }) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const headingId = useId();
  return (
    <div className="py-2">
      <h2
        id={headingId}
        className={
          collapsed ? 'sr-only' : 'px-4 pb-1 text-[11px] font-semibold tracking-wider text-gray-400 uppercase'
        }
      >
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="space-y-0.5 px-2">
        {entries.map((entry) => {
          const label = t(`menu.${entry.key}`);
          return (
            <li key={entry.path}>
              <NavLink
                to={path(entry.path)}
                end={entry.end ?? false}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  `group relative flex items-center gap-3 rounded-md py-2 text-sm ${
                    collapsed ? 'justify-center px-2' : 'px-3'
                  } ${
                    isActive
                      ? 'bg-gray-800 font-semibold text-white before:absolute before:inset-y-1 before:left-0 before:w-1 before:rounded-full before:bg-orange-500'
                      : 'text-gray-300 hover:bg-gray-800/70 hover:text-white'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <BoIcon name={entry.icon} className={`size-5 ${isActive ? 'text-orange-400' : ''}`} />
                    <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The side menu: dashboard for all staff, the admin areas for admins only (SPEC §2, §6). */
export function SideNav({ collapsed = false }: SideNavProps) {
  const { user } = useSession();
  const { t } = useBoTranslation();
  return (
    <nav aria-label={t('menu.label')} className="flex-1 overflow-y-auto py-2">
      <Section title={t('menu.main')} entries={MAIN_MENU} collapsed={collapsed} />
      {user?.role === 'admin' ? (
        <Section title={t('menu.admin')} entries={ADMIN_MENU} collapsed={collapsed} />
      ) : null}
      <Section title={t('menu.account')} entries={ACCOUNT_MENU} collapsed={collapsed} />
    </nav>
  );
}
