import { useId } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';

/**
 * How much of the zip has gone out; at 100 % the server is still checking it (every entry is
 * read), so the text says that instead of leaving a full bar that seems stuck.
 */
export function UploadProgressBar({ percent }: { percent: number }) {
  const { t } = useBoTranslation();
  const id = useId();
  const sent = percent >= 100;
  return (
    <div className="space-y-1" data-testid="upload-progress">
      <p id={id} className="text-sm text-gray-700">
        {sent ? t('zips.checking') : t('zips.uploading', { percent: String(percent) })}
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={sent ? undefined : percent}
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-orange-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-orange-600"
      />
    </div>
  );
}
