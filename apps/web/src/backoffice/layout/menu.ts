import type { BackofficeCatalog } from '../i18n/ja.ts';
import type { AdminArea } from '../paths.ts';
import type { IconName } from '../ui/icons.tsx';

type MenuKey = keyof BackofficeCatalog['menu'];
type HintKey = keyof BackofficeCatalog['menuHints'];

export interface MenuEntry {
  /** Its label: `t(`menu.${key}`)`. */
  key: MenuKey;
  /** Inside the back office: '' is the dashboard. */
  path: string;
  icon: IconName;
  /** Its description on the dashboard: `t(`menuHints.${hint}`)`. */
  hint?: HintKey;
  /** Active on its own path only, not below it (the dashboard; ロゴ, whose CSV page is its own entry). */
  end?: boolean;
}

/** For every staff member: the dashboard and the logo list (a designer sees their own logos). */
export const MAIN_MENU: MenuEntry[] = [
  { key: 'dashboard', path: '', icon: 'dashboard', end: true },
  { key: 'logos', path: '/logos', icon: 'image', end: true },
];

const area = (path: AdminArea, key: MenuKey & HintKey, icon: IconName): MenuEntry => ({
  key,
  path: `/${path}`,
  icon,
  hint: key,
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
  area('price-settings', 'prices', 'yen'),
  area('requests', 'requests', 'inbox'),
  area('contacts', 'contacts', 'mail'),
  // The catalogue CSV (features/logo-csv): not a list area, so its path is given whole.
  { key: 'logoCsv', path: '/logos/import', icon: 'sheet', hint: 'logoCsv' },
];

export const ACCOUNT_MENU: MenuEntry[] = [{ key: 'profile', path: '/profile', icon: 'user' }];
