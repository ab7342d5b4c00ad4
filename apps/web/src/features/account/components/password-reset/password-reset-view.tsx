import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { primaryButton } from '../../../../shared/ui/field.tsx';
import { resetTokenQuery } from '../../api/password.ts';
import { PasswordResetForm } from './password-reset-form.tsx';

function Panel({
  tone,
  title,
  note,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  note: string;
  children?: React.ReactNode;
}) {
  const colours =
    tone === 'success'
      ? 'border-green-200 bg-green-50 text-green-900'
      : 'border-red-200 bg-red-50 text-red-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-5 py-5 ${colours}`}
      data-testid={`reset-${tone}`}
    >
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-1 text-sm">{note}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </div>
  );
}

/**
 * The password-reset page (SPEC §2, §8): the link's e-mail and token are checked first; a bad,
 * used or missing token shows 'Something went wrong!'; success shows a panel with a sign-in link.
 */
export function PasswordResetView({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const complete = Boolean(email && token);
  const check = useQuery({ ...resetTokenQuery(lang, email, token), enabled: complete });
  const [state, setState] = useState<'form' | 'done' | 'failed'>('form');

  const failed = (
    <Panel tone="error" title={t('passwordReset.failed')} note={t('passwordReset.failedNote')}>
      <Link to={`/${lang}/?auth=sign-in`} className={primaryButton}>
        {t('passwordReset.signIn')}
      </Link>
    </Panel>
  );

  let body: React.ReactNode;
  if (!complete || check.isError || state === 'failed') body = failed;
  else if (state === 'done') {
    body = (
      <Panel tone="success" title={t('passwordReset.success')} note={t('passwordReset.successNote')}>
        <Link to={`/${lang}/?auth=sign-in`} className={primaryButton}>
          {t('passwordReset.signIn')}
        </Link>
      </Panel>
    );
  } else if (check.isPending) {
    body = (
      <p role="status" className="text-sm text-gray-700">
        {t('passwordReset.checking')}
      </p>
    );
  } else {
    body = (
      <PasswordResetForm
        email={email}
        token={token}
        onDone={() => setState('done')}
        onTokenRejected={() => setState('failed')}
      />
    );
  }

  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-xl font-bold text-gray-900 sm:text-2xl">{t('passwordReset.title')}</h1>
      {body}
    </section>
  );
}
