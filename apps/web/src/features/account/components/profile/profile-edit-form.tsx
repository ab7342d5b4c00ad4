import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountUser } from '@logoya/core';
import { toAsciiDigits } from '@logoya/core/contracts/accounts';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type CompositionEvent, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { Field, linkButton, primaryButton, secondaryButton } from '../../../../shared/ui/field.tsx';
import { FormBanner } from '../../../../shared/ui/form-banner.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { type ProfileInput, updateProfile } from '../../api/profile.ts';
import { profileForm } from '../../forms.ts';
import { type PostalLookup, usePostalLookup } from './use-postal-lookup.ts';

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

/** Editing the profile: names, company, postal code (finds the address), address lines, phone. */
export function ProfileEditForm({ user, onDone }: { user: AccountUser; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
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
  const postal = usePostalLookup(toAsciiDigits(user.postal_code ?? ''), {
    current: () => form.getValues('address_line_1') ?? '',
    fill: (address) => form.setValue('address_line_1', address, { shouldDirty: true }),
  });

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
      if (name === 'postal_code') void postal.onCodeChange(value);
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
      <PostalLookupNote lookup={postal.lookup} onUse={postal.accept} onKeep={postal.keep} />
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

/**
 * What the postal lookup found, in a live region that is always there (so that screen readers
 * announce a change): an unknown code, or an address offered for a line the member typed.
 */
function PostalLookupNote({
  lookup,
  onUse,
  onKeep,
}: {
  lookup: PostalLookup;
  onUse: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="postal-lookup" className="-mt-2 empty:hidden">
      {lookup.state === 'not-found' ? (
        <p className="text-sm text-red-700">{t('profile.postalNotFound')}</p>
      ) : null}
      {lookup.state === 'offer' ? (
        <div className="rounded-md border border-orange-200 bg-orange-50 px-3 py-2 text-sm text-gray-800">
          <p>{t('profile.postalFound', { address: lookup.address })}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <button type="button" className={linkButton} onClick={onUse}>
              {t('profile.postalUse')}
            </button>
            <button type="button" className={linkButton} onClick={onKeep}>
              {t('profile.postalKeep')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
