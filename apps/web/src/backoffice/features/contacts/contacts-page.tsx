import type { ContactRecord } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ListScreen } from '../../ui/list-screen.tsx';
import { contactsQuery } from './api.ts';
import { ContactDetail } from './contact-detail.tsx';

// GET /api/contacts has a fixed order (newest first): no column sorts.
const LIST: ListOptions = { sortable: [] };

/** /{prefix}/contacts (admin): messages sent through the contact form; a row opens to the text. */
export function ContactsPage() {
  const { t } = useBoTranslation();
  const list = useListState(LIST);
  const query = useQuery(contactsQuery(list.query));
  const none = t('catalogCommon.none');
  const columns: Column<ContactRecord>[] = [
    { key: 'id', header: t('contacts.columns.id'), cell: (c) => c.id, className: 'tabular-nums' },
    { key: 'name', header: t('contacts.columns.name'), cell: (c) => c.name, className: 'min-w-28' },
    { key: 'company', header: t('contacts.columns.company'), cell: (c) => c.company_name ?? none },
    { key: 'email', header: t('contacts.columns.email'), cell: (c) => c.email, className: 'break-all' },
    {
      key: 'tel',
      header: t('contacts.columns.tel'),
      cell: (c) => c.tel ?? none,
      className: 'whitespace-nowrap',
    },
    {
      key: 'created_at',
      header: t('contacts.columns.createdAt'),
      cell: (c) => formatDateTime(c.created_at, 'ja'),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];
  return (
    <ListScreen
      title={t('contacts.title')}
      list={list}
      query={query}
      columns={columns}
      rowKey={(contact) => contact.id}
      rowTestId="contact-row"
      searchLabel={t('contacts.search')}
      expand={(contact) => <ContactDetail contact={contact} />}
      expandLabel={(contact) => t('contacts.expand', { id: String(contact.id) })}
    />
  );
}
