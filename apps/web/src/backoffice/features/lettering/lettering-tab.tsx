import {
  type LetteringLayout,
  letteringLayout,
  type StaffLettering,
  type StaffLogoDetail,
} from '@logoya/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { letteringKey, letteringQuery, saveLettering, type UploadedMark } from './api.ts';
import { CanvasFields } from './canvas-fields.tsx';
import { CanvasStage } from './canvas-stage.tsx';
import { markBoxFor } from './geometry.ts';
import { LAYOUT_FIELDS, setBox } from './layout-form.ts';
import { defaultLayout, SAMPLE_NAMES, type SampleNames } from './lettering-defaults.ts';
import { type Names, SamplePanel } from './sample-panel.tsx';
import { SlotFields } from './slot-fields.tsx';
import { useLetteringPreview } from './use-preview.ts';

/**
 * The logo editor's 文字レイアウト tab (issue 25, ADR 0099, docs/lettering.md): the mark, the two
 * name boxes placed by dragging or by numbers, fonts and colours, drawn live by the server with
 * sample names; saved as the layout's next version. Staff reach it as the other tabs (the editor
 * page shows the 404 page for another designer's logo).
 */
export function LetteringTab({ logo }: { logo: StaffLogoDetail }) {
  const { t } = useBoTranslation();
  const query = useQuery(letteringQuery(logo.logo_id));
  if (!query.data) {
    return query.isError ? (
      <p role="alert" className="py-6 text-center text-sm text-red-700">
        {t('logos.lettering.loadError')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
          {t('common.retry')}
        </button>
      </p>
    ) : (
      <p role="status" className="py-6 text-center text-sm text-gray-700">
        {t('common.loading')}
      </p>
    );
  }
  return <LetteringEditor logoId={logo.logo_id} stored={query.data} />;
}

const FIRST: SampleNames = SAMPLE_NAMES[1] ?? SAMPLE_NAMES[0]!;

function LetteringEditor({ logoId, stored }: { logoId: number; stored: StaffLettering }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const form = useContractForm(letteringLayout, { defaultValues: stored.layout ?? defaultLayout() });
  const [version, setVersion] = useState(stored.version);
  const [sample, setSample] = useState(FIRST.id);
  const [names, setNames] = useState<Names>({ main_name: FIRST.main_name, sub_name: FIRST.sub_name });
  const lang = SAMPLE_NAMES.find((s) => s.id === sample)?.lang;
  const values = useWatch({ control: form.control }) as LetteringLayout;
  const state = useLetteringPreview(logoId, values, names);
  const { isDirty, isSubmitting } = form.formState;
  const canvas = stageCanvas(values);

  // Leaving the page with unsaved changes asks first (a reload, a closed tab, another address).
  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  const onUploaded = ({ mark, lettering }: UploadedMark) => {
    const current = form.getValues('mark');
    const box = current?.box ?? markBoxFor(canvas, mark);
    form.setValue('mark', { key: mark.key, type: mark.type, box }, { shouldDirty: true });
    // With a stored layout the server took the mark as the next version already.
    if (lettering.version !== null) setVersion(lettering.version);
  };

  const submit = form.handleSubmit(async (layout) => {
    try {
      const { data } = await saveLettering(logoId, layout);
      setVersion(data.version);
      form.reset(data.layout ?? layout);
      queryClient.setQueryData(letteringKey(logoId), data);
      toast.success(t('logos.lettering.saved', { version: String(data.version ?? '') }));
    } catch (error) {
      const text = form.applyServerError(error, { fields: LAYOUT_FIELDS });
      toast.error(text ?? t('common.updateFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-bold text-gray-900">
          {t('logos.lettering.heading')}
        </h2>
        <span
          data-testid="lettering-version"
          className="rounded bg-gray-100 px-2 py-0.5 text-sm font-semibold text-gray-800"
        >
          {version === null
            ? t('logos.lettering.noVersion')
            : t('logos.lettering.version', { version: String(version) })}
        </span>
        {isDirty ? (
          <span data-testid="lettering-unsaved" className="text-sm font-semibold text-amber-800">
            {t('logos.lettering.unsaved')}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">{t('logos.lettering.lead')}</p>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_21rem]">
        <div className="min-w-0 space-y-3 lg:sticky lg:top-4">
          <CanvasStage
            layout={{ ...values, canvas }}
            names={names}
            state={state}
            onBox={(name, box) => setBox(form, name, box)}
          />
          <SamplePanel
            names={names}
            onNames={(typed) => {
              setNames(typed);
              setSample('');
            }}
            lang={lang}
            sample={sample}
            onSample={(chosen) => {
              setSample(chosen.id);
              setNames({ main_name: chosen.main_name, sub_name: chosen.sub_name });
            }}
            slots={state.preview?.slots ?? undefined}
          />
        </div>
        <fieldset disabled={isSubmitting} className="min-w-0 space-y-4">
          <SlotFields form={form} slot="main" canvas={canvas} />
          <SlotFields form={form} slot="sub" canvas={canvas} />
          <CanvasFields form={form} logoId={logoId} canvas={canvas} onUploaded={onUploaded} />
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-gray-100 pt-4">
        <button
          type="button"
          disabled={!isDirty || isSubmitting}
          onClick={() => form.reset()}
          className={denseButton.secondary}
        >
          {t('logos.lettering.reset')}
        </button>
        <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
          {isSubmitting ? t('logos.lettering.saving') : t('logos.lettering.save')}
        </button>
      </div>
    </form>
  );
}

/** The canvas the stage draws: the typed size while it is one the contract accepts, else bounded. */
function stageCanvas(values: LetteringLayout) {
  const side = (value: unknown) => {
    const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
    return Math.min(4000, Math.max(64, Math.round(n)));
  };
  return { width: side(values.canvas?.width), height: side(values.canvas?.height) };
}
