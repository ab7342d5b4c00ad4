import type { ContactRecord, StaffContact } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { areaKey, staffListQuery } from '../../api/list.ts';

export const CONTACTS_AREA = 'contacts';

/** GET /api/contacts (admin): newest first, searched by name, e-mail, company, phone and message. */
export const contactsQuery = (params: ListApiQuery) =>
  staffListQuery<ContactRecord>(CONTACTS_AREA, '/api/contacts', params);

/** GET /api/contacts/{id}: the message and the member who sent it, when signed in. */
export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: [...areaKey(CONTACTS_AREA), 'record', id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: StaffContact }>(`/api/contacts/${id}`, { signal, locale: 'ja' }).then((r) => r.data),
  });
