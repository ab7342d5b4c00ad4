import { CLIENT_STATE_KEY } from '../../../shared/auth/session-storage.ts';

/** The contact form as typed, kept between the form and confirm steps (SPEC §3: data.contactData). */
export interface ContactDraft {
  company_name: string;
  name: string;
  tel: string;
  email: string;
  email_confirm: string;
  address_1: string;
  address_2: string;
  content: string;
}

export const CONTACT_FIELDS = [
  'company_name',
  'name',
  'tel',
  'email',
  'email_confirm',
  'address_1',
  'address_2',
  'content',
] as const satisfies readonly (keyof ContactDraft)[];

export const EMPTY_DRAFT: ContactDraft = Object.freeze({
  company_name: '',
  name: '',
  tel: '',
  email: '',
  email_confirm: '',
  address_1: '',
  address_2: '',
  content: '',
});

type State = Record<string, unknown>;
const isObject = (value: unknown): value is State =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readState(): State {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CLIENT_STATE_KEY) ?? 'null');
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * Changes data.contactData only. The client state is one key shared with the session and other
 * parts (quoteData, …), so it is read again right before each write and the rest is kept.
 */
function updateContactData(next: ContactDraft | null): void {
  try {
    const state = readState();
    const data = isObject(state.data) ? { ...state.data } : {};
    if (next) data.contactData = next;
    else delete data.contactData;
    state.data = data;
    window.localStorage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled (private modes): the confirm step then sends the visitor back.
  }
}

/** The stored draft, or null when there is none or it is not a draft (other fields become ''). */
export function readContactDraft(): ContactDraft | null {
  const data = readState().data;
  const stored = isObject(data) ? data.contactData : undefined;
  if (!isObject(stored)) return null;
  const draft = { ...EMPTY_DRAFT };
  let any = false;
  for (const field of CONTACT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') {
      draft[field] = value;
      any ||= value !== '';
    }
  }
  return any ? draft : null;
}

export const writeContactDraft = (draft: ContactDraft): void => updateContactData(draft);
export const clearContactDraft = (): void => updateContactData(null);
