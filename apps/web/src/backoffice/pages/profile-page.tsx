import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { ja } from '../i18n/ja.ts';
import { PasswordForm } from '../profile/password-form.tsx';
import { ProfileForm } from '../profile/profile-form.tsx';
import { PageHeader } from '../ui/page-header.tsx';

const card = 'rounded-lg border border-gray-200 bg-white shadow-xs';

/** /{prefix}/profile: avatar, name, read-only e-mail and password change (SPEC §2). */
export function ProfilePage() {
  const [params] = useSearchParams();
  useDocumentTitle(ja.profile.title, ja.app.name);
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={ja.profile.title} />
      {params.get('login') === 'first' ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {ja.firstLogin.done}
        </p>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <section aria-labelledby="bo-profile-basics" className={card}>
          <h2
            id="bo-profile-basics"
            className="border-b border-gray-100 px-5 py-3 text-base font-bold text-gray-900"
          >
            {ja.profile.basics}
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
            {ja.profile.passwordHeading}
          </h2>
          <div className="p-5">
            <PasswordForm />
          </div>
        </section>
      </div>
    </div>
  );
}
