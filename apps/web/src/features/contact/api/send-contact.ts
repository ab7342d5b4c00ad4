import type { Locale } from '@logoya/core';
import type { contactResponse } from '@logoya/core/contracts/contacts';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import type { ContactDraft } from '../storage/contact-draft.ts';

export type ContactAnswer = z.infer<typeof contactResponse>;

/** POST /api/contacts: the server validates again, stores the message and e-mails staff. */
export const sendContact = (lang: Locale, draft: ContactDraft) =>
  api.post<ContactAnswer>('/api/contacts', { ...draft, locale: lang }, { locale: lang });
