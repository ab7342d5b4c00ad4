import type { LogoImportJob, LogoImportResult } from '@logoya/core/contracts/staff-logo-csv';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { followImport, lastImport, startImport } from './api.ts';
import { FileField } from './file-field.tsx';
import { type ImportPhase, ImportProgress } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';
import { type ImportFormValues, importFormSchema } from './import-schema.ts';

const FIELDS = ['csv', 'images', 'dry_run'] as const;

/**
 * The import: the CSV, an optional images zip and "check only"; one progress bar from the upload
 * to the last row, then the report. The rows run on the server as a job (ADR 0077) that this card
 * follows, and a reload of the tab follows it again. The files stay chosen, so a check can be
 * followed by the import.
 */
export function ImportCard() {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [result, setResult] = useState<LogoImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement | null>(null);
  // Polls stop when the screen goes away.
  const following = useRef<AbortController | null>(null);
  const form = useContractForm(importFormSchema, {
    defaultValues: { csv: null, images: null, dry_run: false },
  });
  const dryRun = form.watch('dry_run');
  const running = phase !== null;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  /** Follows a job to its end; `announce` when its end happens while the screen watches. */
  const follow = async (id: number, announce: boolean) => {
    following.current?.abort();
    const controller = new AbortController();
    following.current = controller;
    let watched = announce;
    const show = (job: LogoImportJob) => {
      if (job.state === 'running') {
        watched = true;
        setPhase({ step: 'rows', done: job.done, total: job.total });
      }
    };
    try {
      const end = await followImport(id, show, controller.signal);
      if (!end) return;
      setResult(end.result ?? null);
      if (end.state === 'stopped') setFailure(end.message || t('logoCsv.import.failed'));
      else if (watched && end.message) toast.success(end.message);
      // The logo board, the shop's answers: anything may show other logos now.
      if (watched && !end.dry_run && end.created + end.updated > 0) void queryClient.invalidateQueries();
    } catch {
      // The job is gone (reports are kept 30 days): nothing to show.
      lastImport.clear();
    } finally {
      if (!controller.signal.aborted) setPhase(null);
    }
  };
  const resume = useRef(follow);

  // A reload while an import runs (or after it): follow the tab's last import again, once.
  useEffect(() => {
    const id = lastImport.get();
    if (id !== null) {
      setPhase({ step: 'check' });
      void resume.current(id, false);
    }
    return () => following.current?.abort();
  }, []);

  const run = async (values: ImportFormValues) => {
    setResult(null);
    setFailure(null);
    setPhase({ step: 'upload', percent: 0 });
    let job: LogoImportJob;
    try {
      job = await startImport(values, ({ loaded, total }) => {
        const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
        setPhase(percent >= 100 ? { step: 'check' } : { step: 'upload', percent });
      });
    } catch (error) {
      setFailure(form.applyServerError(error, { fields: FIELDS }));
      setPhase(null);
      return;
    }
    lastImport.set(job.id);
    setPhase({ step: 'rows', done: job.done, total: job.total });
    await follow(job.id, true);
  };

  return (
    <div className="space-y-4">
      <section
        aria-labelledby={titleId}
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs"
      >
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {t('logoCsv.import.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('logoCsv.import.lead')}</p>
        <form noValidate onSubmit={form.handleSubmit(run)} className="space-y-4" aria-busy={running}>
          <FileField
            control={form.control}
            name="csv"
            label={t('logoCsv.import.csv')}
            hint={t('logoCsv.import.csvHint')}
            accept=".csv,text/csv"
            required
            error={form.errorOf('csv')}
            disabled={running}
          />
          <FileField
            control={form.control}
            name="images"
            label={t('logoCsv.import.images')}
            hint={t('logoCsv.import.imagesHint')}
            accept=".zip,application/zip,application/x-zip-compressed"
            error={form.errorOf('images')}
            disabled={running}
          />
          <div>
            <label className="inline-flex items-center gap-2 text-sm font-semibold text-gray-800">
              <input
                type="checkbox"
                {...form.register('dry_run')}
                disabled={running}
                aria-describedby={`${titleId}-dry`}
                className="h-4 w-4 rounded border-gray-400 text-orange-700 focus:ring-orange-700"
              />
              {t('logoCsv.import.dryRun')}
            </label>
            <p id={`${titleId}-dry`} className="mt-1 text-xs text-gray-600">
              {t('logoCsv.import.dryRunHint')}
            </p>
          </div>
          {phase ? <ImportProgress phase={phase} /> : null}
          {failure ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <button type="submit" className={denseButton.primary} disabled={running}>
            {running
              ? t('logoCsv.import.running')
              : dryRun
                ? t('logoCsv.import.check')
                : t('logoCsv.import.submit')}
          </button>
        </form>
      </section>
      {result ? (
        <div ref={resultRef} tabIndex={-1} className="focus:outline-none">
          <ImportResult result={result} />
        </div>
      ) : null}
    </div>
  );
}
