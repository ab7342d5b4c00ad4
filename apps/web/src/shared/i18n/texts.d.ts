// The shop's texts of one language (`en`) and the rest of them (`en.more`), built by
// apps/web/build/texts-plugin.ts.
declare module 'virtual:logoya-texts/*' {
  import type { Catalog } from '@logoya/core/i18n/index';

  const texts: Partial<Catalog>;
  export default texts;
}
