import { msg } from '@logoya/core/messages/catalog';
import { padNumber } from '@logoya/core/rules/text';
import { Link } from 'react-router';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useFormMessages } from '../../../shared/forms/form-messages.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { ZIPS_AREA } from './api.ts';
import { hasOtherZip, type useZipTarget } from './zip-target.ts';

interface ZipLogoPreviewProps {
  target: ReturnType<typeof useZipTarget>;
  /** The zip being edited (null when creating): its own logo is not "taken". */
  ownZipId: number | null;
}

/**
 * The logo the typed id stands for (issue 24): its image and name as soon as the typing rests, or
 * the server's words when it does not exist or already has a zip (with a link to that zip).
 */
export function ZipLogoPreview({ target, ownZipId }: ZipLogoPreviewProps) {
  const { t } = useBoTranslation();
  const { translate } = useFormMessages();
  const path = useBackofficePath();
  const { logoId, query } = target;
  if (logoId === null) return null;
  const box = 'flex min-h-20 items-center gap-3 rounded-md border p-3 text-sm';
  if (query.isPending)
    return (
      <p role="status" className={`${box} border-gray-200 text-gray-700`}>
        {t('zips.lookingUp', { logo: padNumber(logoId) })}
      </p>
    );
  if (query.isError)
    return (
      <p
        role="alert"
        data-testid="zip-logo-missing"
        className={`${box} border-red-200 bg-red-50 text-red-800`}
      >
        {userMessage(query.error) ?? t('common.loadError')}
      </p>
    );
  const logo = query.data;
  const taken = hasOtherZip(logo, ownZipId);
  return (
    <div
      data-testid="zip-logo"
      className={`${box} ${taken ? 'border-amber-300 bg-amber-50' : 'border-gray-200 bg-gray-50'}`}
    >
      <img
        src={logo.src}
        alt=""
        width={64}
        height={64}
        className="size-16 shrink-0 rounded border border-gray-200 bg-white object-contain"
      />
      <div className="min-w-0 space-y-1">
        <p className="text-gray-700">{t('zips.logoNumber', { logo: padNumber(logo.logo_id) })}</p>
        <p className="font-bold break-words text-gray-900">{logo.logo_name ?? t('zips.noName')}</p>
        {taken ? (
          <p role="alert" className="text-amber-950">
            {translate(msg('zip_exists'))}{' '}
            <Link to={path(`/${ZIPS_AREA}/${logo.logo_id}`)} className="font-semibold underline">
              {t('zips.openTaken')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
