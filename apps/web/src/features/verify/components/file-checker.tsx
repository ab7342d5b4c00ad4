import type { VerifiedCertificate } from '@logoya/core';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type Result =
  | { kind: 'idle' }
  | { kind: 'computing' }
  | { kind: 'done'; file: string; match: VerifiedCertificate['files'][number] | null };

/** The file's SHA-256 as lower-case hex, computed in the browser (WebCrypto): nothing is sent. */
async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Drop or pick a file: the browser hashes it locally and says whether it is one of the
 * certificate's delivered files, and which (issue 26, ADR 0108). The file never leaves the page.
 */
export function FileChecker({ files }: { files: VerifiedCertificate['files'] }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const [over, setOver] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
    setResult({ kind: 'computing' });
    const hash = await sha256Hex(file);
    setResult({ kind: 'done', file: file.name, match: files.find((f) => f.sha256 === hash) ?? null });
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={`rounded-lg border-2 border-dashed p-5 ${over ? 'border-orange-500 bg-orange-50' : 'border-gray-300 bg-gray-50'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="file-checker"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-gray-900">
        {t('verify.checkerTitle')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('verify.checkerHelp')}</p>
      <label
        htmlFor={inputId}
        className="mt-3 inline-flex min-h-10 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 focus-within:outline-2 focus-within:outline-orange-600 hover:bg-gray-100"
      >
        {t('verify.pick')}
        <input
          id={inputId}
          type="file"
          className="sr-only"
          data-testid="file-checker-input"
          onChange={(event) => void check(event.target.files?.[0])}
        />
      </label>
      <p className="mt-3 min-h-6 text-sm" role="status" aria-live="polite" data-testid="file-checker-result">
        {result.kind === 'computing' && <span className="text-gray-700">{t('verify.computing')}</span>}
        {result.kind === 'done' && result.match && (
          <span className="font-semibold text-green-800" data-match="true">
            ✓ {t('verify.match', { file: result.file, name: result.match.name })}
          </span>
        )}
        {result.kind === 'done' && !result.match && (
          <span className="font-semibold text-red-700" data-match="false">
            ✗ {t('verify.noMatch', { file: result.file })}
          </span>
        )}
      </p>
    </section>
  );
}
