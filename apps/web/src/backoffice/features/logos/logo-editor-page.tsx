import { padNumber } from '@logoya/core/rules/text';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/auth/session.tsx';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { NotFoundPage } from '../../pages/not-found-page.tsx';
import { logoDetailQuery } from './api.ts';
import { EditorFrame } from './editor-frame.tsx';
import { EditorTabPanel } from './editor-tab-panel.tsx';
import { tabOf } from './editor-tabs.tsx';

const ID = /^[1-9]\d{0,9}$/;

/**
 * /{prefix}/logo/create and /{prefix}/logo/{id}/{tab?} (SPEC §2): the logo editor for admins and
 * designers. An unknown logo, or another designer's (the server answers 404), shows the 404 page.
 */
export function LogoEditorPage() {
  const { t } = useBoTranslation();
  const { user } = useSession();
  const params = useParams();
  const creating = params.id === undefined;
  const valid = creating || ID.test(params.id ?? '');
  const id = valid && !creating ? Number(params.id) : 0;
  const tab = tabOf(params.tab);
  const query = useQuery({ ...logoDetailQuery(id), enabled: id > 0 && !user?.first_login });
  const title = creating
    ? t('logos.editor.createTitle')
    : t('logos.editor.editHeading', { number: padNumber(id) });
  useDocumentTitle(title, t('app.name'));

  const missing = query.error instanceof ApiError && [404, 422].includes(query.error.status);
  if (!valid || tab === null || missing) return <NotFoundPage />;
  return (
    <EditorFrame title={title} logo={query.data ?? null} logoId={creating ? null : id} tab={tab}>
      <EditorTabPanel tab={tab} creating={creating} query={query} admin={user?.role === 'admin'} />
    </EditorFrame>
  );
}
