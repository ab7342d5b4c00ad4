import type { MailKind, MailPreferences } from '@logoya/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { accountKeys } from '../../api/keys.ts';
import { mailPreferencesQuery, saveMailPreferences } from '../../api/mail-preferences.ts';

const ROWS: {
  kind: MailKind;
  label: 'profile.keepReminders' | 'profile.favoriteNews';
  hint: 'profile.keepRemindersHint' | 'profile.favoriteNewsHint';
}[] = [
  { kind: 'keep_reminders', label: 'profile.keepReminders', hint: 'profile.keepRemindersHint' },
  { kind: 'favorite_news', label: 'profile.favoriteNews', hint: 'profile.favoriteNewsHint' },
];

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-orange-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * The member's mail settings (issue 26, ADR 0110): keep reminders and news of favourites, each
 * saved as soon as it is ticked. Codes and order mails cannot be turned off.
 */
export function MailPreferencesCard() {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const client = useQueryClient();
  const titleId = useId();
  const query = useQuery(mailPreferencesQuery());
  // The choice shows the moment it is ticked: the mutation's own state arrives a tick later, and a
  // controlled checkbox would flick back meanwhile.
  const [draft, setDraft] = useState<MailPreferences | null>(null);
  const save = useMutation({
    mutationFn: (next: MailPreferences) => saveMailPreferences(lang, next),
    onSuccess: (stored) => {
      client.setQueryData(accountKeys.mailPreferences(), stored);
      toast.success(t('profile.mailSaved'));
    },
    onError: () => toast.error(t('profile.updateFailed')),
    onSettled: () => setDraft(null),
  });
  const shown = draft ?? query.data;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-gray-200 p-5"
      data-testid="mail-preferences"
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {t('profile.mailTitle')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-700">{t('profile.mailHint')}</p>
      <div className="space-y-4">
        {ROWS.map((row) => (
          <Toggle
            key={row.kind}
            label={t(row.label)}
            hint={t(row.hint)}
            checked={shown?.[row.kind] ?? true}
            disabled={!shown || draft !== null}
            testId={`mail-${row.kind}`}
            onChange={(on) => {
              if (!shown) return;
              const next = { ...shown, [row.kind]: on };
              setDraft(next);
              save.mutate(next);
            }}
          />
        ))}
      </div>
    </section>
  );
}
