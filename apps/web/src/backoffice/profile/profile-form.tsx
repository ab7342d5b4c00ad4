import { zodResolver } from '@hookform/resolvers/zod';
import { profileFields } from '@logoya/core/contracts/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client.ts';
import { useSession } from '../../shared/auth/session.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { updateProfile } from '../api/accounts.ts';
import { ja } from '../i18n/ja.ts';
import { applyServerErrors } from '../lib/form-errors.ts';
import { boMessage } from '../lib/messages.ts';
import { buttonPrimary, TextField } from '../ui/form.tsx';
import { AvatarPicker } from './avatar-picker.tsx';

const schema = profileFields.pick({ name: true }).required();
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Picture, name and the read-only e-mail; saved with POST /api/update-profile (SPEC §2). */
export function ProfileForm() {
  const { user, setUser } = useSession();
  const toast = useToast();
  const [picture, setPicture] = useState<Blob | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    values: { name: user?.name ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  if (!user) return null;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const { data } = await updateProfile({ name, picture });
      setUser(data);
      setPicture(null);
      setPictureError(undefined);
      toast.success(ja.common.updated);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name']);
      const pictureMessage = error instanceof ApiError ? error.fieldError('picture') : undefined;
      if (pictureMessage) setPictureError(boMessage(pictureMessage));
      toast.error(ja.common.updateFailed);
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
      <TextField
        label={ja.fields.name}
        autoComplete="name"
        required
        error={boMessage(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={ja.fields.email}
        type="email"
        value={user.email}
        readOnly
        hint={ja.profile.emailReadOnly}
      />
      <div className="flex justify-end border-t border-gray-100 pt-4">
        <button type="submit" disabled={isSubmitting} className={buttonPrimary}>
          {isSubmitting ? ja.profile.saving : ja.profile.save}
        </button>
      </div>
    </form>
  );
}
