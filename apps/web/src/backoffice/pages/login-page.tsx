import { loginBody } from '@logoya/core/contracts/accounts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client.ts';
import { useSession } from '../../shared/auth/session.tsx';
import { useContractForm } from '../../shared/forms/use-contract-form.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { denseButton, Field } from '../../shared/ui/field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { login } from '../api/accounts.ts';
import { isStaff } from '../guards/access.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { safeNext, useBackofficePath } from '../lib/base-path.tsx';
import { usePasswordSetNote } from '../lib/login-state.ts';

const schema = loginBody.pick({ email: true, password: true });

/** /{prefix}/login: staff sign-in with e-mail and password (SPEC §4, §5, §8). */
export function LoginPage() {
  const { t } = useBoTranslation();
  const { user, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const path = useBackofficePath();
  const toast = useToast();
  useDocumentTitle(t('login.title'), t('app.name'));
  const form = useContractForm(schema, { defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const target = safeNext(params.get('next'), path()) ?? path();
  const passwordSet = usePasswordSetNote();

  const failure = (error: unknown): string => {
    // Too many attempts: the server says when to try again, in Japanese (the call asks for ja).
    if (error instanceof ApiError && error.status === 429) return error.message;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return t('login.failed');
    return t('common.error');
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await login(values);
      if (!isStaff(session.user.role)) {
        // Members may not enter: the session the server just set in the cookie is ended at once.
        void signOut();
        toast.error(t('login.notStaff'));
        return;
      }
      signIn(session);
      // A failed try's toast, or any other, belongs to this page, not to the one signed in to.
      toast.clear();
      navigate(target, { replace: true });
    } catch (error) {
      // SPEC §8: a failed admin login is a toast, never a hint on which field was wrong.
      toast.error(failure(error));
    }
  });

  // Staff already signed in have nothing to do here.
  if (isStaff(user?.role) && !isSubmitting) return <Navigate to={target} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-100 px-4 py-10 text-gray-800">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2">
          <BrandMark className="size-10" />
          <p className="text-left leading-tight">
            <span className="block text-xl font-extrabold text-gray-900">Logoya</span>
            <span className="block text-xs font-semibold text-gray-600">{t('app.section')}</span>
          </p>
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <h1 className="text-lg font-bold text-gray-900">{t('login.heading')}</h1>
          <p className="mt-1 mb-5 text-sm text-gray-600">{t('login.lead')}</p>
          {passwordSet ? (
            <p
              role="status"
              data-testid="password-set"
              className="mb-4 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
            >
              {t('createPassword.done')}
            </p>
          ) : null}
          <form noValidate onSubmit={submit} className="space-y-4">
            <Field
              label={t('fields.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              {...form.field('email')}
            />
            <Field
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              required
              {...form.field('password')}
            />
            <button type="submit" disabled={isSubmitting} className={`${denseButton.primary} w-full py-2.5`}>
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/ja/" className="text-gray-700 underline hover:text-gray-900">
            {t('app.toShop')}
          </a>
        </p>
      </div>
    </main>
  );
}
