import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { PasswordForm } from '../profile/password-form.tsx';
import { ProfileForm } from '../profile/profile-form.tsx';
import { PageHeader } from '../ui/page-header.tsx';

const card = 'rounded-lg border border-gray-200 bg-white shadow-xs';

/** /{prefix}/profile: avatar, name, read-only e-mail and password change (SPEC §2). */
export function ProfilePage() {
  const { t } = useBoTranslation();
  const [params] = useSearchParams();
  useDocumentTitle(t('profile.title'), t('app.name'));
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={t('profile.title')} />
      {params.get('login') === 'first' ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {t('firstLogin.done')}
        </p>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <section aria-labelledby="bo-profile-basics" className={card}>
          <h2
            id="bo-profile-basics"
            className="border-b border-gray-100 px-5 py-3 text-base font-bold text-gray-900"
          >
            {t('profile.basics')}
          </h2>
          <div className="p-5">
            <ProfileForm />
          </div>
        </section>
        <section aria-labelledby="bo-profile-password" className={card}>
          <h2
            id="bo-profile-password"
            className="border-b border-gray-100 px-5 py-3 text-base font-bold text-gray-900"
          >
            {t('profile.passwordHeading')}
          </h2>
          <div className="p-5">
            <PasswordForm />
          </div>
        </section>
      </div>
    </div>
  );
}
