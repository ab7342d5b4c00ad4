import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../shared/auth/session.tsx';
import { useFormErrors } from '../../../shared/forms/use-form-errors.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Field, primaryButton } from '../../../shared/ui/field.tsx';
import { FormBanner } from '../../../shared/ui/form-banner.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { updateProfile } from '../api/profile.ts';
import { nameForm } from '../forms.ts';

// Family name first where that is the custom (ja, vi).
const NAME_FIELDS = [
  { name: 'firstName', label: 'nameCapture.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'nameCapture.lastName', autoComplete: 'family-name' },
] as const;

/** First and last name, both required ('First name is required'), saved with the profile call. */
export default function NameCaptureDialog({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { user, setUser } = useSession();
  const form = useForm({
    resolver: zodResolver(nameForm),
    defaultValues: { firstName: user?.first_name ?? '', lastName: user?.last_name ?? '' },
  });
  const { errorOf, applyServerError } = useFormErrors(form);
  const [banner, setBanner] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: { firstName: string; lastName: string }) => updateProfile(lang, values),
    onSuccess: ({ data }) => {
      setUser(data);
      toast.success(t('profile.updated'));
    },
    onError: (error) => {
      setBanner(applyServerError(error, ['firstName', 'lastName']));
      toast.error(t('profile.updateFailed'));
    },
  });

  return (
    <Modal open onClose={onDismiss} title={t('nameCapture.title')} testId="name-capture">
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => {
          setBanner(null);
          mutation.mutate(values);
        })}
      >
        <p className="text-sm text-gray-700">{t('nameCapture.intro')}</p>
        <FormBanner message={banner} />
        <div className="grid gap-4 sm:grid-cols-2">
          {(lang === 'en' ? NAME_FIELDS : [...NAME_FIELDS].reverse()).map((field) => (
            <Field
              key={field.name}
              label={t(field.label)}
              autoComplete={field.autoComplete}
              error={errorOf(field.name)}
              {...form.register(field.name)}
            />
          ))}
        </div>
        <button type="submit" className={`${primaryButton} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? t('form.saving') : t('form.save')}
        </button>
      </form>
    </Modal>
  );
}
