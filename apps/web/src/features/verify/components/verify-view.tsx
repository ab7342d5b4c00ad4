import type { Locale } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { verifyQuery } from '../api/verify.ts';
import { FileChecker } from './file-checker.tsx';

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** /{lang}/verify/{number}: a certificate as anyone may check it, with the local file checker. */
export function VerifyView({ lang, number }: { lang: Locale; number: string }) {
  const { t } = useTranslation();
  const query = useQuery(verifyQuery(lang, number));
  if (query.isPending) return <p className="p-6 text-gray-700">{t('verify.loading')}</p>;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl p-6">
        <h1 className="text-2xl font-bold text-gray-900">{t('verify.title')}</h1>
        <p className="mt-4 rounded-md bg-red-50 p-4 text-red-800" data-testid="verify-not-found">
          {t('verify.notFound')}
        </p>
      </div>
    );
  }
  const c = query.data.data;
  const rows: [string, string, string][] = [
    [t('verify.number'), c.number, 'verify-number'],
    [t('verify.purchased'), formatDate(c.purchased_at, lang, 'long'), 'verify-date'],
    [t('verify.holder'), c.holder, 'verify-holder'],
    [t('verify.version'), String(c.version), 'verify-version'],
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t('verify.title')}</h1>
      <p className="mt-1 text-gray-700">{t('verify.intro')}</p>
      <div className="mt-5 flex flex-col gap-5 rounded-lg border border-gray-200 bg-white p-5 sm:flex-row">
        <FallbackImage
          src={c.picture_url}
          alt={t('verify.logoAlt', { name: c.logo_name })}
          width={200}
          height={200}
          className="size-48 shrink-0 self-center rounded border border-gray-200 bg-white object-contain"
        />
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-600">{t('verify.logo')}</dt>
          <dd className="font-semibold break-words text-gray-900">{c.logo_name}</dd>
          {rows.map(([label, value, id]) => (
            <div key={id} className="contents">
              <dt className="text-gray-600">{label}</dt>
              <dd className="font-semibold break-all text-gray-900" data-testid={id}>
                {value}
              </dd>
            </div>
          ))}
          <dt className="text-gray-600">{t('verify.status')}</dt>
          <dd data-testid="verify-status" data-superseded={c.superseded}>
            {c.superseded ? (
              <span className="font-semibold text-amber-800">
                {t('verify.superseded')} ·{' '}
                <Link className="underline" to={`/${lang}/verify/${c.current_number}`}>
                  {t('verify.seeCurrent')}
                </Link>
              </span>
            ) : (
              <span className="font-semibold text-green-800">{t('verify.current')}</span>
            )}
          </dd>
        </dl>
      </div>
      <h2 className="mt-6 text-lg font-semibold text-gray-900">{t('verify.files')}</h2>
      <ul
        className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
        data-testid="verify-files"
      >
        {c.files.map((f) => (
          <li key={f.sha256 + f.name} className="p-3 text-sm">
            <span className="font-medium text-gray-900">{f.name}</span>{' '}
            <span className="text-gray-600">· {kb(f.bytes)}</span>
            <code className="mt-1 block font-mono text-xs break-all text-gray-700">{f.sha256}</code>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <FileChecker files={c.files} />
      </div>
    </div>
  );
}
