import 'i18next';
import type { Catalog } from '@logoya/core/i18n/index';
// A type only: the back office's texts themselves load with the back office (backoffice/i18n).
import type { BackofficeCatalog } from '../../backoffice/i18n/ja.ts';

// Typed keys: t('home.heading') is checked against the English catalog, and
// useTranslation('backoffice') against the back office's Japanese one.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog; backoffice: BackofficeCatalog };
  }
}
