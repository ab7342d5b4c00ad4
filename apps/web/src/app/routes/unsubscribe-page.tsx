import { useSearchParams } from 'react-router';
import { UnsubscribeView } from '../../features/account/components/unsubscribe/unsubscribe-view.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

/** /:lang/unsubscribe?token=… from a mail's unsubscribe link (issue 26). */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('unsubscribe.title'));
  const token = params.get('token') ?? '';
  return <UnsubscribeView key={token} token={token} />;
}
