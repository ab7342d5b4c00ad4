import { PAGE_META } from '@logoya/core/seo/page-meta';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton } from '../../../shared/ui/field.tsx';
import { MyRequests } from '../components/my-requests.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { RequestIntro } from '../components/request-intro.tsx';

/** `?request=new` keeps the form open across the sign-in modal, so a guest lands in it after. */
const FORM_PARAM = 'request';

/**
 * /:lang/logo-mark-req: what the free request is, the request button (guests get the sign-in
 * modal first) and, below, the member's own requests.
 */
export function LogoMarkReqPage() {
  const { t } = useTranslation();
  const meta = PAGE_META[useLang()].logoMarkReq;
  useDocumentTitle(meta.title);
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const formOpen = loggedIn && params.get(FORM_PARAM) === 'new';

  const change = (edit: (p: URLSearchParams) => void, replace = false) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        edit(copy);
        return copy;
      },
      { replace, preventScrollReset: true },
    );
  const signIn = () => change((p) => p.set('auth', 'sign-in'));
  const openForm = () =>
    change((p) => {
      p.set(FORM_PARAM, 'new');
      if (!loggedIn) p.set('auth', 'sign-in');
    });
  const closeForm = () => change((p) => p.delete(FORM_PARAM), true);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <section aria-labelledby="request-title">
        <h1 id="request-title" className="mb-4 text-xl font-bold text-gray-900 sm:text-2xl">
          {meta.title}
        </h1>
        <RequestIntro />
        {formOpen ? (
          <div className="mt-6 rounded-xl border border-gray-200 p-5">
            <h2 className="mb-4 text-lg font-bold text-gray-900">{t('contact.request.formTitle')}</h2>
            <RequestForm onDone={closeForm} />
          </div>
        ) : (
          <div className="mt-6 flex flex-col items-center gap-2 text-center">
            <button type="button" className={`${primaryButton} px-8 py-3 text-base`} onClick={openForm}>
              {t('contact.request.open')}
            </button>
            {loggedIn ? null : <p className="text-sm text-gray-700">{t('contact.request.signInNote')}</p>}
          </div>
        )}
      </section>
      <MyRequests onSignIn={signIn} />
    </div>
  );
}
