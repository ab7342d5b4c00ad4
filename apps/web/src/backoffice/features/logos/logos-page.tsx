import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { LogoBoard } from './logo-board.tsx';

/**
 * /{prefix}/logos (SPEC §2 "logo list with left filter panel"): the logo board on a page of its
 * own, behind the side menu's ロゴ entry, for admins and designers (a designer sees their own logos).
 */
export function LogosPage() {
  const { t } = useBoTranslation();
  useDocumentTitle(t('logos.board.title'), t('app.name'));
  return (
    <div className="mx-auto max-w-7xl">
      <LogoBoard />
    </div>
  );
}
