import type { StaffZip } from '@logoya/core/contracts/staff-files';
import { padNumber } from '@logoya/core/rules/text';
import type { Column } from '../../../shared/list/data-table.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { EditLink } from '../../ui/list-screen.tsx';
import { ZIPS_AREA } from './api.ts';
import { DeleteZipButton } from './delete-zip-button.tsx';
import { ZipDownloadLink } from './zip-download-link.tsx';

/** The zip list's columns (SPEC §2): id, logo_id (with the logo's name), url_zip, Edit, DELETE. */
export function useZipColumns(): Column<StaffZip>[] {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  return [
    { key: 'id', header: t('zips.columns.id'), sortable: true, cell: (z) => z.id, className: 'tabular-nums' },
    {
      key: 'logo_id',
      header: t('zips.columns.logoId'),
      sortable: true,
      cell: (z) => (
        <span className="flex flex-col">
          <span className="font-semibold tabular-nums">{padNumber(z.logo_id)}</span>
          {z.logo_name ? <span className="text-xs text-gray-600">{z.logo_name}</span> : null}
        </span>
      ),
    },
    { key: 'url_zip', header: t('zips.columns.file'), cell: (z) => <ZipDownloadLink zip={z} /> },
    {
      key: 'edit',
      header: t('zips.columns.edit'),
      // By the logo: a logo has one zip, and /zips/{logo_id} is the orders screen's link too.
      cell: (z) => (
        <EditLink
          to={path(`/${ZIPS_AREA}/${z.logo_id}`)}
          label={t('zips.editLabel', { logo: padNumber(z.logo_id) })}
        >
          {t('list.edit')}
        </EditLink>
      ),
    },
    { key: 'delete', header: t('zips.columns.delete'), cell: (z) => <DeleteZipButton zip={z} /> },
  ];
}
