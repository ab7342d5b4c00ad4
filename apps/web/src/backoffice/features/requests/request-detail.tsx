import type { StaffLogoRequest } from '@logoya/core';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { languageKey } from './request-labels.ts';

/** A request opened in the list: the member's e-mail, the notes in full and the language used. */
export function RequestDetail({ request }: { request: StaffLogoRequest }) {
  const { t } = useBoTranslation();
  const language = languageKey(request.locale);
  return (
    <section
      aria-label={t('requests.detail.heading', { id: String(request.id) })}
      data-testid="request-detail"
      className="rounded-md border border-gray-200 bg-white p-3"
    >
      <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-gray-600">{t('requests.columns.member')}</dt>
        <dd className="min-w-0 break-words">{request.member.name}</dd>
        <dt className="text-gray-600">{t('requests.detail.memberEmail')}</dt>
        <dd className="min-w-0 break-all">
          <a
            href={`mailto:${request.member.email}`}
            className="text-orange-800 underline hover:text-orange-900"
          >
            {request.member.email}
          </a>
        </dd>
        <dt className="text-gray-600">{t('requests.detail.locale')}</dt>
        <dd>{language ? t(`catalogCommon.languages.${language}`) : request.locale}</dd>
        <dt className="text-gray-600">{t('requests.detail.notes')}</dt>
        <dd className="min-w-0 break-words whitespace-pre-wrap">
          {request.notes ?? t('catalogCommon.none')}
        </dd>
      </dl>
    </section>
  );
}
