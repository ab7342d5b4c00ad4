import { profileFields } from '@logoya/core/contracts/accounts';
import { useState } from 'react';
import { useSession } from '../../shared/auth/session.tsx';
import { useContractForm } from '../../shared/forms/use-contract-form.ts';
import { denseButton, Field } from '../../shared/ui/field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updateProfile } from '../api/accounts.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { AvatarPicker } from './avatar-picker.tsx';

const schema = profileFields.pick({ name: true }).required();

/** Picture, name and the read-only e-mail; saved with POST /api/update-profile (SPEC §2). */
export function ProfileForm() {
  const { t } = useBoTranslation();
  const { user, setUser } = useSession();
  const toast = useToast();
  const [picture, setPicture] = useState<Blob | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useContractForm(schema, { values: { name: user?.name ?? '' } });
  const { isSubmitting } = form.formState;
  if (!user) return null;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const { data } = await updateProfile({ name, picture });
      setUser(data);
      setPicture(null);
      setPictureError(undefined);
      toast.success(t('common.updated'));
    } catch (error) {
      form.applyServerError(error, { elsewhere: { picture: setPictureError } });
      toast.error(t('common.updateFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <AvatarPicker
        name={form.watch('name') || user.name}
        current={user.picture}
        value={picture}
        onChange={setPicture}
        error={pictureError}
        onError={setPictureError}
      />
      <Field label={t('fields.name')} autoComplete="name" required {...form.field('name')} />
      <Field
        label={t('fields.email')}
        type="email"
        value={user.email}
        readOnly
        hint={t('profile.emailReadOnly')}
      />
      <div className="flex justify-end border-t border-gray-100 pt-4">
        <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </form>
  );
}
