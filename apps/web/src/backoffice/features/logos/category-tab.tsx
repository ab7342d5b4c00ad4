import type { StaffLogoDetail } from '@logoya/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userMessage } from '../../../shared/api/user-message.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { type CategoryIds, logoChoicesQuery, logosKey, saveCategories } from './api.ts';
import { CheckGroup } from './check-group.tsx';

type Group = keyof CategoryIds;

const idsOfLogo = (logo: StaffLogoDetail): CategoryIds => ({
  industryIds: logo.industries.map((c) => c.id),
  colorIds: logo.colors.map((c) => c.id),
  tastesIds: logo.tastes.map((c) => c.id),
  alphabetIds: logo.alphabets.map((a) => a.alphabet_id),
});

/**
 * The category tab (SPEC §2, §3, §4): industries, genres, tastes and alphabets as checkboxes, each
 * group with its select-all (the alphabet's is checked at 30), saved together.
 */
export function CategoryTab({ logo }: { logo: StaffLogoDetail }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const choices = useQuery(logoChoicesQuery());
  const [ids, setIds] = useState<CategoryIds>(() => idsOfLogo(logo));
  const save = useMutation({
    mutationFn: () => saveCategories(logo.logo_id, ids),
    onSuccess: () => toast.success(t('common.updated')),
    onError: (error) => toast.error(userMessage(error) ?? t('common.updateFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logosKey }),
  });
  const toggle = (group: Group, id: number) =>
    setIds((current) => {
      const list = current[group];
      return { ...current, [group]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] };
    });
  const data = choices.data;
  if (!data) {
    return (
      <p role="status" className="py-6 text-center text-sm text-gray-700">
        {choices.isError ? t('common.loadError') : t('common.loading')}
      </p>
    );
  }
  const named = (list: { id: number; name_ja: string }[]) =>
    list.map((c) => ({ id: c.id, label: c.name_ja }));
  const group = (name: Group, legend: string, options: { id: number; label: string }[], columns: string) => (
    <CheckGroup
      legend={legend}
      options={options}
      selected={ids[name]}
      onToggle={(id) => toggle(name, id)}
      onAll={(all) => setIds((current) => ({ ...current, [name]: all }))}
      columns={columns}
      disabled={save.isPending}
    />
  );

  return (
    <form
      noValidate
      aria-label={t('logos.categories.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      className="space-y-5"
    >
      <div className="grid gap-5 md:grid-cols-3">
        {group('industryIds', t('logos.filter.industries'), named(data.industries), 'grid-cols-1')}
        {group('colorIds', t('logos.filter.colors'), named(data.colors), 'grid-cols-1')}
        {group('tastesIds', t('logos.filter.tastes'), named(data.tastes), 'grid-cols-2')}
      </div>
      {group(
        'alphabetIds',
        t('logos.filter.alphabets'),
        data.alphabets.map((a) => ({ id: a.id, label: a.name })),
        'grid-cols-5 sm:grid-cols-10',
      )}
      <div className="flex justify-end border-t border-gray-100 pt-4">
        <button type="submit" disabled={save.isPending} className={denseButton.primary}>
          {save.isPending ? t('edit.saving') : t('logos.categories.save')}
        </button>
      </div>
    </form>
  );
}
