import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { numberProductQuery } from '../api/number-product.ts';

/** "1,234 logos posted" in the header; nothing while loading or when the count is unavailable. */
export function PostedLogoCount({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: count } = useQuery(numberProductQuery());
  if (count === undefined) return null;
  return (
    <p className={className} data-testid="posted-logo-count">
      {t('header.logoCount', { count })}
    </p>
  );
}
