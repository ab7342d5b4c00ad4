import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountUser } from '@logoya/core';
import { toAsciiDigits } from '@logoya/core/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type CompositionEvent, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, primaryButton, secondaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { type ProfileInput, postalCodeQuery, updateProfile } from '../../api/profile.ts';
import { profileForm } from '../../forms.ts';

type Values = Required<Omit<ProfileInput, 'picture'>>;
const FIELDS = [
  'firstName',
  'lastName',
  'company_name',
  'postal_code',
  'address_line_1',
  'address_line_2',
  'phone',
] as const satisfies readonly Path<Values>[];

/** Editing the profile: names, company, postal code (fills the address), address lines, phone. */
export function ProfileEditForm({ user, onDone }: { user: AccountUser; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  const form = useForm({
    resolver: zodResolver(profileForm),
    defaultValues: {
      firstName: user.first_name ?? '',
      lastName: user.last_name ?? '',
      company_name: user.company_name ?? '',
      postal_code: user.postal_code ?? '',
      address_line_1: user.address_line_1 ?? '',
      address_line_2: user.address_line_2 ?? '',
      phone: user.phone ?? '',
    },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const lookedUp = useRef(toAsciiDigits(user.postal_code ?? '').replace(/\D/g, ''));

  const save = useMutation({
    mutationFn: (values: Values) => updateProfile(lang, values),
    onSuccess: ({ data }) => {
      setUser(data);
      toast.success(t('profile.updated'));
      onDone();
    },
    onError: (error) => {
      setBanner(applyServerError(error, FIELDS, { first_name: 'firstName', last_name: 'lastName' }));
      toast.error(t('profile.updateFailed'));
    },
  });

  /** Full-width digits and spaces become ASCII as they are typed (not while an IME composes). */
  const digits = (name: 'postal_code' | 'phone') => {
    const registered = form.register(name);
    const normalise = (raw: string) => {
      const value = toAsciiDigits(raw);
      if (value !== raw) form.setValue(name, value, { shouldDirty: true });
      if (name === 'postal_code') void fillAddress(value);
    };
    return {
      ...registered,
      inputMode: 'numeric' as const,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const raw = event.target.value;
        const composing = (event.nativeEvent as InputEvent).isComposing;
        void registered.onChange(event);
        if (!composing) normalise(raw);
      },
      onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => normalise(event.currentTarget.value),
    };
  };

  /** A 7-digit postal code fills address line 1 with prefecture, city and town. */
  async function fillAddress(value: string) {
    const code = value.replace(/\D/g, '');
    if (code.length !== 7 || code === lookedUp.current) return;
    lookedUp.current = code;
    try {
      const address = await queryClient.fetchQuery(postalCodeQuery(code));
      form.setValue('address_line_1', `${address.prefecture}${address.city}${address.town}`, {
        shouldDirty: true,
      });
    } catch {
      // An unknown code leaves the address as it is.
    }
  }

  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <Field key={name} label={label} error={errorOf(name)} {...form.register(name)} {...extra} />
  );
  const names = [
    field('firstName', t('profile.firstName'), { autoComplete: 'given-name' }),
    field('lastName', t('profile.lastName'), { autoComplete: 'family-name' }),
  ];

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        save.mutate(values as Values);
      })}
    >
      <FormBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">{lang === 'en' ? names : [...names].reverse()}</div>
      {field('company_name', t('profile.companyName'), { autoComplete: 'organization' })}
      <Field
        label={t('profile.postalCode')}
        hint={t('profile.postalHint')}
        autoComplete="postal-code"
        inputClassName="sm:max-w-60"
        error={errorOf('postal_code')}
        {...digits('postal_code')}
      />
      {field('address_line_1', t('profile.addressLine1'), { autoComplete: 'address-line1' })}
      {field('address_line_2', t('profile.addressLine2'), { autoComplete: 'address-line2' })}
      <Field
        label={t('profile.phone')}
        hint={t('profile.digitsHint')}
        type="tel"
        autoComplete="tel"
        inputClassName="sm:max-w-80"
        error={errorOf('phone')}
        {...digits('phone')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
