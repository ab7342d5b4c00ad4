import 'i18next';
import type { Catalog } from '@logoya/core/i18n/index';

// Typed keys: t('home.heading') is checked against the English catalog.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
