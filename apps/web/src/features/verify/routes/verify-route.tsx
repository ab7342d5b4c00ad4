import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { VerifyView } from '../components/verify-view.tsx';

/** /:lang/verify/:number: the public check of an exclusivity certificate (issue 26, ADR 0108). */
export function VerifyPage() {
  const params = useParams();
  const lang = useLang();
  const { t } = useTranslation();
  useDocumentTitle(t('verify.title'));
  return <VerifyView key={params.number} lang={lang} number={params.number ?? ''} />;
}
