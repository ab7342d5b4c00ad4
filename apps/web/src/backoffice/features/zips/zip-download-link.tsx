import type { StaffZip } from '@logoya/core/contracts/staff-files';
import { padNumber } from '@logoya/core/rules/text';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { formatFileSize } from './file-size.ts';

/**
 * The staff download of a zip (url_zip: an admin-only call, so the session cookie goes with the
 * link), with its size; a file missing from storage says so instead.
 */
export function ZipDownloadLink({ zip }: { zip: StaffZip }) {
  const { t } = useBoTranslation();
  if (zip.size === null) return <span className="text-sm text-red-700">{t('zips.missing')}</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <a
        href={zip.url_zip}
        download
        aria-label={t('zips.downloadLabel', { logo: padNumber(zip.logo_id) })}
        data-testid="zip-download"
        className="font-semibold text-orange-800 underline hover:text-orange-900"
      >
        {t('zips.download')}
      </a>
      <span className="text-xs text-gray-600 tabular-nums">{formatFileSize(zip.size)}</span>
    </span>
  );
}
