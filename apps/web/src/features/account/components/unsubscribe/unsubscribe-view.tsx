import type { UnsubscribeStatus } from '@logoya/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { primaryButton } from '../../../../shared/ui/field.tsx';
import { unsubscribe, unsubscribeStatusQuery } from '../../api/mail-preferences.ts';

/**
 * The page an unsubscribe link opens (issue 26, ADR 0110): it says which mail stops for which
 * address, and stops it only on the button (mail scanners follow links; a GET changes nothing).
 * Works without signing in: the link's token is the permission.
 */
export function UnsubscribeView({ token }: { token: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = useQuery({ ...unsubscribeStatusQuery(lang, token), enabled: token !== '' });
  const confirm = useMutation({ mutationFn: () => unsubscribe(lang, token) });
  const kindText = (s: UnsubscribeStatus) => t(`unsubscribe.kind_${s.kind}`);
  const profileLink = (
    <Link to={`/${lang}/my-page/profile`} className="text-sm font-semibold text-orange-800 underline">
      {t('unsubscribe.profile')}
    </Link>
  );

  let body: React.ReactNode;
  if (!token || status.isError || confirm.isError) {
    body = (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-5 py-5 text-red-900"
        data-testid="unsubscribe-invalid"
      >
        <p className="font-bold">{t('unsubscribe.invalid')}</p>
        <p className="mt-3">{profileLink}</p>
      </div>
    );
  } else if (status.isPending) {
    body = (
      <p role="status" className="text-sm text-gray-700">
        {t('unsubscribe.loading')}
      </p>
    );
  } else if (confirm.data || !status.data.subscribed) {
    const s = confirm.data ?? status.data;
    body = (
      <div
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 px-5 py-5 text-green-900"
        data-testid="unsubscribe-done"
      >
        <p className="font-bold">
          {t(confirm.data ? 'unsubscribe.done' : 'unsubscribe.already', {
            kind: kindText(s),
            email: s.email,
          })}
        </p>
        <p className="mt-1 text-sm">{t('unsubscribe.note')}</p>
        <p className="mt-3">{profileLink}</p>
      </div>
    );
  } else {
    body = (
      <div className="rounded-lg border border-gray-200 px-5 py-5" data-testid="unsubscribe-ask">
        <p className="font-bold text-gray-900">
          {t('unsubscribe.question', { kind: kindText(status.data), email: status.data.email })}
        </p>
        <p className="mt-1 text-sm text-gray-700">{t('unsubscribe.note')}</p>
        <button
          type="button"
          className={`${primaryButton} mt-4`}
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {t('unsubscribe.confirm')}
        </button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl space-y-4 py-6">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('unsubscribe.title')}</h1>
      {body}
    </div>
  );
}
