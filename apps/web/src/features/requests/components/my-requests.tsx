import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../../shared/auth/session.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { type LogoRequest, myLogoRequestsQuery } from '../api/logo-requests.ts';

const STATUS_STYLE: Record<number, string> = {
  1: 'border-sky-700 bg-sky-50 text-sky-900',
  2: 'border-amber-700 bg-amber-50 text-amber-900',
  3: 'border-green-700 bg-green-50 text-green-900',
  4: 'border-gray-500 bg-gray-100 text-gray-800',
};
const STATUSES = ['1', '2', '3', '4'] as const;

function RequestItem({ request }: { request: LogoRequest }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = STATUSES.find((s) => Number(s) === request.status);
  const details = [
    request.industry ? ([t('contact.mine.industry'), localizedName(request.industry, lang)] as const) : null,
    request.taste ? ([t('contact.mine.taste'), localizedName(request.taste, lang)] as const) : null,
    request.notes ? ([t('contact.mine.notes'), request.notes] as const) : null,
  ].filter((d) => d !== null);
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-testid="logo-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-base font-semibold break-words text-gray-900">{request.logo_text}</p>
        {status ? (
          <span
            className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[request.status]}`}
            data-testid="request-status"
          >
            {t(`contact.mine.status.${status}`)}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-gray-600">
        <time dateTime={request.created_at}>
          {t('contact.mine.requestedOn', { date: formatDate(request.created_at, lang, 'long') })}
        </time>
      </p>
      {details.length > 0 ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-700">{label}</dt>
              <dd className="mb-1 break-words whitespace-pre-line text-gray-800 sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** "My requests" (the account menu's "my request"): the member's requests with their status. */
export function MyRequests({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useQuery(myLogoRequestsQuery(user?.id ?? null));

  let body: ReactNode;
  if (!user) {
    body = (
      <p className="text-sm text-gray-700">
        {t('contact.mine.guest')}{' '}
        <button
          type="button"
          onClick={onSignIn}
          className="font-semibold text-orange-700 underline hover:text-orange-800"
        >
          {t('account.signIn')}
        </button>
      </p>
    );
  } else if (list.isPending) {
    body = <p className="text-sm text-gray-600">{t('common.loading')}</p>;
  } else if (list.isError) {
    body = <ErrorState onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-700">
        {t('contact.mine.empty')}
      </p>
    );
  } else {
    body = (
      <ul className="space-y-3">
        {list.data.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ul>
    );
  }

  return (
    <section
      id="my-requests"
      aria-labelledby="my-requests-title"
      className="scroll-mt-4"
      data-testid="my-requests"
    >
      <h2 id="my-requests-title" className="mb-3 text-lg font-bold text-gray-900">
        {t('contact.mine.title')}
      </h2>
      {body}
    </section>
  );
}
