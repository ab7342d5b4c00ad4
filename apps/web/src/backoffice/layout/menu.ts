import { ja } from '../i18n/ja.ts';
import type { AdminArea } from '../paths.ts';
import type { IconName } from '../ui/icons.tsx';

export interface MenuEntry {
  label: string;
  /** Inside the back office: '' is the dashboard. */
  path: string;
  icon: IconName;
  hint?: string;
}

export const MAIN_MENU: MenuEntry[] = [{ label: ja.menu.dashboard, path: '', icon: 'dashboard' }];

const area = (path: AdminArea, key: keyof typeof ja.menuHints, icon: IconName): MenuEntry => ({
  label: ja.menu[key],
  path: `/${path}`,
  icon,
  hint: ja.menuHints[key],
});

/** The admin-only side menu, in the order of SPEC §2. */
export const ADMIN_MENU: MenuEntry[] = [
  area('colors', 'colors', 'palette'),
  area('industries', 'industries', 'building'),
  area('tastes', 'tastes', 'sparkles'),
  area('logs', 'logs', 'logs'),
  area('orders', 'orders', 'orders'),
  area('users', 'users', 'users'),
  area('zips', 'zips', 'archive'),
  area('address-search', 'addressSearch', 'pin'),
  area('keyword', 'keywords', 'tag'),
];

export const ACCOUNT_MENU: MenuEntry[] = [{ label: ja.menu.profile, path: '/profile', icon: 'user' }];
