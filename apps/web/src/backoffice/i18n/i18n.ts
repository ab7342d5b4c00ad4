import { i18n } from '../../shared/i18n/i18n.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { backofficeJa } from './ja.ts';

export const BACKOFFICE_NS = 'backoffice';

/**
 * Adds the back office's texts to the shop's i18n runtime. It runs when the first back-office module loads (the
 * root, or a page loaded beside it), never in the shop's entry bundle.
 */
function registerBackofficeTexts(): void {
  if (!i18n.hasResourceBundle('ja', BACKOFFICE_NS)) {
    i18n.addResourceBundle('ja', BACKOFFICE_NS, backofficeJa);
  }
}
registerBackofficeTexts();

// Staff work in Japanese whatever language the shop last used.
const OPTIONS = { lng: 'ja' } as const;

/** The back office's t: `const { t } = useBoTranslation(); t('orders.title')`. */
export function useBoTranslation() {
  return useTranslation(BACKOFFICE_NS, OPTIONS);
}

/** The same texts outside components (message translation, tables of constants). */
export const boT = i18n.getFixedT('ja', BACKOFFICE_NS);
