import type { ContactRecord } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { contactQuery } from './api.ts';

const LANGUAGES = new Set(['ja', 'en', 'vi'] as const);
const isLanguage = (v: string): v is 'ja' | 'en' | 'vi' => LANGUAGES.has(v as 'ja');

/** Who sent it: a member (from GET /api/contacts/{id}) or a visitor without an account. */
function Sender({ contact }: { contact: ContactRecord }) {
  const { t } = useBoTranslation();
  const detail = useQuery({ ...contactQuery(contact.id), enabled: contact.user_id !== null });
  if (contact.user_id === null) return <>{t('contacts.detail.guest')}</>;
  if (detail.isError) return <>{t('contacts.detail.memberFailed')}</>;
  const member = detail.data?.member;
  if (!member) return <span aria-busy="true">{t('common.loading')}</span>;
  return <>{`${member.name}（ID ${member.id}・${member.email}）`}</>;
}

/** A message opened in the list: the text in full, the addresses, the language and the sender. */
export function ContactDetail({ contact }: { contact: ContactRecord }) {
  const { t } = useBoTranslation();
  const none = t('catalogCommon.none');
  const rows: [string, ReactNode][] = [
    [t('contacts.detail.member'), <Sender key="sender" contact={contact} />],
    [t('contacts.detail.address1'), contact.address_1 ?? none],
    [t('contacts.detail.address2'), contact.address_2 ?? none],
    [
      t('contacts.detail.locale'),
      isLanguage(contact.locale) ? t(`catalogCommon.languages.${contact.locale}`) : contact.locale,
    ],
    [t('contacts.detail.ip'), contact.ip ?? none],
  ];
  return (
    <section
      aria-label={t('contacts.detail.heading', { id: String(contact.id) })}
      data-testid="contact-detail"
      className="rounded-md border border-gray-200 bg-white p-3 text-sm"
    >
      <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-2">
        <dt className="col-span-2 text-gray-600">{t('contacts.detail.content')}</dt>
        <dd
          data-testid="contact-content"
          className="col-span-2 mb-2 break-words whitespace-pre-wrap text-gray-900"
        >
          {contact.content}
        </dd>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
