import { useQuery } from '@tanstack/react-query';
import { paymentsConfigQuery } from '../../features/checkout/api/payments-config.ts';
import { PAGE_DEMO } from '../../shared/demo-mode.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DemoNotice } from '../../shared/ui/demo-notice.tsx';

/**
 * The shop's demo notice. The page says from its first paint whether payments are demo ones; a
 * page without that tag (Vite's dev server) asks GET /api/payments/config instead.
 */
export function ShopDemoNotice() {
  const { t } = useTranslation();
  const asked = useQuery({ ...paymentsConfigQuery(), enabled: PAGE_DEMO === undefined });
  const demo = PAGE_DEMO ?? asked.data?.demo ?? false;
  return demo ? <DemoNotice text={t('common.demoShop')} /> : null;
}
