import { Link } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { useBackofficePath } from '../lib/base-path.tsx';

/** Mark and name, linking to the dashboard. */
export function Brand({ compact = false, dark = true }: { compact?: boolean; dark?: boolean }) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  return (
    <Link
      to={path()}
      className="flex min-w-0 items-center gap-2 rounded-md"
      title={compact ? t('app.name') : undefined}
    >
      <BrandMark className="size-8 shrink-0" />
      <span className={compact ? 'sr-only' : 'min-w-0 leading-tight'}>
        <span className={`block text-base font-extrabold ${dark ? 'text-white' : 'text-gray-900'}`}>
          Logoya
        </span>
        <span className={`block text-[11px] font-semibold ${dark ? 'text-gray-400' : 'text-gray-600'}`}>
          {t('app.section')}
        </span>
      </span>
    </Link>
  );
}
