import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { secondaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { loginWithProvider, type Provider, providersQuery } from '../../api/auth.ts';
import { providerAccessToken } from '../../api/social-sdk.ts';

/** Google and Facebook buttons, shown only for the providers the server has configured. */
export function SocialButtons() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const { data } = useQuery(providersQuery());
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: async ({ provider, clientId }: { provider: Provider; clientId: string }) =>
      loginWithProvider(lang, provider, await providerAccessToken(provider, clientId)),
    onSuccess: (answer) => session.signIn(answer),
    onError: (e) => setError(e instanceof ApiError && e.status !== 0 ? e.message : t('form.unexpectedError')),
  });

  const buttons: { provider: Provider; clientId: string; label: string }[] = [];
  if (data?.google && data.google_client_id) {
    buttons.push({ provider: 'google', clientId: data.google_client_id, label: t('auth.google') });
  }
  if (data?.facebook && data.facebook_app_id) {
    buttons.push({ provider: 'facebook', clientId: data.facebook_app_id, label: t('auth.facebook') });
  }
  if (buttons.length === 0) return null;

  return (
    <div className="space-y-2">
      <p className="flex items-center gap-3 text-xs text-gray-600 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
        {t('auth.or')}
      </p>
      <FormBanner message={error} />
      {buttons.map((button) => (
        <button
          key={button.provider}
          type="button"
          className={`${secondaryButton} w-full`}
          disabled={mutation.isPending}
          onClick={() => {
            setError(null);
            mutation.mutate({ provider: button.provider, clientId: button.clientId });
          }}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
