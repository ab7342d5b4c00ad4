import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@logoya/core/contracts/accounts';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client.ts';
import { useSession } from '../../shared/auth/session.tsx';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { login } from '../api/accounts.ts';
import { isStaff } from '../guards/access.ts';
import { ja } from '../i18n/ja.ts';
import { safeNext, useBackofficePath } from '../lib/base-path.tsx';
import { boMessage } from '../lib/messages.ts';
import { buttonPrimary, TextField } from '../ui/form.tsx';

const schema = loginBody.pick({ email: true, password: true });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function loginFailure(error: unknown): string {
  // Too many attempts: the server says when to try again, in Japanese (the call asks for ja).
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return ja.login.failed;
  return ja.common.error;
}

/** /{prefix}/login: staff sign-in with e-mail and password (SPEC §4, §5, §8). */
export function LoginPage() {
  const { user, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const path = useBackofficePath();
  const toast = useToast();
  useDocumentTitle(ja.login.title, ja.app.name);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const target = safeNext(params.get('next'), path()) ?? path();

  const submit = form.handleSubmit(async (values) => {
    try {
      const session = await login(values);
      if (!isStaff(session.user.role)) {
        // Members may not enter: the session the server just set in the cookie is ended at once.
        void signOut();
        toast.error(ja.login.notStaff);
        return;
      }
      signIn(session);
      navigate(target, { replace: true });
    } catch (error) {
      toast.error(loginFailure(error));
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
            <span className="block text-xs font-semibold text-gray-600">{ja.app.section}</span>
          </p>
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <h1 className="text-lg font-bold text-gray-900">{ja.login.heading}</h1>
          <p className="mt-1 mb-5 text-sm text-gray-600">{ja.login.lead}</p>
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextField
              label={ja.fields.email}
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              error={boMessage(errors.email?.message)}
              {...form.register('email')}
            />
            <TextField
              label={ja.fields.password}
              type="password"
              autoComplete="current-password"
              required
              error={boMessage(errors.password?.message)}
              {...form.register('password')}
            />
            <button type="submit" disabled={isSubmitting} className={`${buttonPrimary} w-full py-2.5`}>
              {isSubmitting ? ja.login.submitting : ja.login.submit}
            </button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/ja/" className="text-gray-700 underline hover:text-gray-900">
            {ja.app.toShop}
          </a>
        </p>
      </div>
    </main>
  );
}
