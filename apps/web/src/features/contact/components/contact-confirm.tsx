import { contactBody } from '@logoya/core/contracts/contacts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { sendContact } from '../api/send-contact.ts';
import { type ContactDraft, readContactDraft } from '../storage/contact-draft.ts';
import type { ContactFormState } from './contact-form.tsx';

const ROWS = [
  ['company_name', 'contact.form.companyName'],
  ['name', 'contact.form.name'],
  ['tel', 'contact.form.tel'],
  ['email', 'contact.form.email'],
  ['address_1', 'contact.form.address1'],
  ['address_2', 'contact.form.address2'],
  ['content', 'contact.form.content'],
] as const satisfies readonly (readonly [keyof ContactDraft, string])[];

/** A stored draft the server could accept; anything else goes back to the form. */
function readValidDraft(): ContactDraft | null {
  const draft = readContactDraft();
  return draft && contactBody.safeParse(draft).success ? draft : null;
}

/**
 * Step 2 (SPEC §2): the stored message, read only, with Back and Send. Without stored data the
 * visitor is sent to the form. A refusal with field errors goes back to the form to show them
 * against the fields; any other failure only re-enables Send (SPEC §8: no message).
 */
export function ContactConfirm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [draft] = useState(readValidDraft);
  const send = useMutation({
    mutationFn: (values: ContactDraft) => sendContact(lang, values),
    onSuccess: () => navigate(localizedPath(lang, '/contact/thanks'), { replace: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length > 0) {
        const state: ContactFormState = { serverErrors: error.errors };
        navigate(localizedPath(lang, '/contact'), { state });
      }
    },
  });

  if (!draft) return <Navigate to={localizedPath(lang, '/contact')} replace />;

  return (
    <div>
      <p className="mb-5 text-sm text-gray-700">{t('contact.confirm.intro')}</p>
      <dl
        className="divide-y divide-gray-200 rounded-xl border border-gray-200"
        data-testid="contact-summary"
      >
        {ROWS.map(([name, label]) => (
          <div key={name} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-semibold text-gray-700">{t(label)}</dt>
            <dd className="text-sm break-words whitespace-pre-wrap text-gray-900" data-field={name}>
              {draft[name] ? (
                draft[name]
              ) : (
                <span className="text-gray-600">{t('contact.confirm.notEntered')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={`${secondaryButton} min-w-36 px-6 py-3 text-base`}
          onClick={() => navigate(localizedPath(lang, '/contact'))}
        >
          {t('contact.confirm.back')}
        </button>
        <button
          type="button"
          className={`${primaryButton} min-w-36 px-6 py-3 text-base`}
          disabled={send.isPending}
          aria-busy={send.isPending || undefined}
          onClick={() => send.mutate(draft)}
        >
          {send.isPending ? t('contact.confirm.sending') : t('contact.confirm.send')}
        </button>
      </div>
    </div>
  );
}
