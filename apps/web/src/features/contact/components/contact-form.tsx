import type { AccountUser } from '@logoya/core';
import { CONTACT_CONTENT_MAX, contactBody } from '@logoya/core/contracts/contacts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/auth/session.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Field, primaryButton } from '../../../shared/ui/field.tsx';
import { TextareaField } from '../../../shared/ui/textarea-field.tsx';
import {
  CONTACT_FIELDS,
  type ContactDraft,
  EMPTY_DRAFT,
  readContactDraft,
  writeContactDraft,
} from '../storage/contact-draft.ts';
import { planName } from '../storage/plan-name.ts';
import { ContactErrorBanner } from './contact-error-banner.tsx';

/** What the confirm step hands back after the server refused the message (422). */
export interface ContactFormState {
  serverErrors?: Record<string, string[]>;
}

/** A signed-in member's details fill the fields that are still empty. */
function withMember(values: ContactDraft, user: AccountUser | null): ContactDraft {
  if (!user) return values;
  const fill = (value: string, from: string | null | undefined) => (value ? value : (from ?? ''));
  return {
    ...values,
    company_name: fill(values.company_name, user.company_name),
    name: fill(values.name, user.name),
    tel: fill(values.tel, user.phone),
    email: fill(values.email, user.email),
    email_confirm: fill(values.email_confirm, values.email ? null : user.email),
    address_1: fill(values.address_1, user.address_line_1),
    address_2: fill(values.address_2, user.address_line_2),
  };
}

/**
 * Step 1 (SPEC §2, §5): the contact form, validated with the API contract so the browser shows
 * the server's words. Confirm stores the draft (data.contactData) and moves to the confirm step.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { user } = useSession();

  const initial = useRef<ContactDraft | null>(null);
  if (initial.current === null) {
    const values = withMember(readContactDraft() ?? { ...EMPTY_DRAFT }, user);
    const plans = t('contact.form.plans', { returnObjects: true }) as unknown as Record<string, string>;
    const plan = planName(params.get('plan'), plans);
    if (plan && !values.content) values.content = t('contact.form.planMessage', { plan });
    initial.current = values;
  }
  const form = useContractForm(contactBody, { defaultValues: initial.current });
  const { errors } = form.formState;
  // The form object is new on every render; its methods are not, so the effects below run only
  // when what they watch changes.
  const { getValues, setValue, applyServerError } = form;

  // Signing in on this page fills what is still empty.
  useEffect(() => {
    if (!user) return;
    const now = getValues() as ContactDraft;
    const next = withMember(now, user);
    for (const field of CONTACT_FIELDS) {
      if (next[field] !== now[field]) setValue(field, next[field]);
    }
  }, [user, getValues, setValue]);

  // The server refused the stored message: its field errors go on the fields, first message each;
  // the banner above the form says so, whatever the fields.
  const serverErrors = (location.state as ContactFormState | null)?.serverErrors;
  useEffect(() => {
    if (!serverErrors) return;
    applyServerError(new ApiError(422, '', serverErrors));
    // A reload should not show the old answer again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [serverErrors, applyServerError, navigate, location.pathname, location.search]);

  const content = form.watch('content') ?? '';
  const field = (
    name: keyof ContactDraft,
    label: string,
    extra: { autoComplete?: string; type?: string; required?: boolean; hint?: string } = {},
  ) => <Field label={label} error={form.errorOf(name)} {...extra} {...form.register(name)} />;

  return (
    <form
      noValidate
      className="space-y-5"
      aria-describedby="contact-required-note"
      onSubmit={form.handleSubmit(() => {
        const values = form.getValues() as ContactDraft;
        const trimmed = Object.fromEntries(
          CONTACT_FIELDS.map((name) => [name, (values[name] ?? '').trim()]),
        ) as unknown as ContactDraft;
        writeContactDraft(trimmed);
        navigate(localizedPath(lang, '/contact/confirm'));
      })}
    >
      {Object.keys(errors).length > 0 ? <ContactErrorBanner /> : null}
      <p id="contact-required-note" className="text-sm text-gray-700">
        {t('contact.form.requiredNote')}
      </p>
      {field('company_name', t('contact.form.companyName'), { autoComplete: 'organization' })}
      {field('name', t('contact.form.name'), { autoComplete: 'name', required: true })}
      {field('tel', t('contact.form.tel'), { autoComplete: 'tel', type: 'tel' })}
      <div className="grid gap-5 sm:grid-cols-2">
        {field('email', t('contact.form.email'), { autoComplete: 'email', type: 'email', required: true })}
        {field('email_confirm', t('contact.form.emailConfirm'), {
          autoComplete: 'email',
          type: 'email',
          required: true,
          hint: t('contact.form.emailConfirmHint'),
        })}
      </div>
      {field('address_1', t('contact.form.address1'), { autoComplete: 'address-line1' })}
      {field('address_2', t('contact.form.address2'), { autoComplete: 'address-line2' })}
      <TextareaField
        label={t('contact.form.content')}
        required
        rows={8}
        error={form.errorOf('content')}
        counter={{
          text: t('contact.form.counter', { count: content.length, max: CONTACT_CONTENT_MAX }),
          over: content.length > CONTACT_CONTENT_MAX,
        }}
        {...form.register('content')}
      />
      <div className="flex justify-center pt-2">
        <button type="submit" className={`${primaryButton} min-w-48 px-8 py-3 text-base`}>
          {t('contact.form.submit')}
        </button>
      </div>
    </form>
  );
}
