import type { Order, OrderLogo } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { saveFile } from '../../../shared/files/save-file.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { fetchCertificate } from '../api/certificate.ts';

/** Paid lines have a certificate (issued at payment, ADR 0108); waiting and cancelled ones none. */
const HAS_CERTIFICATE: ReadonlySet<OrderLogo['delivery_state']> = new Set(['preparing', 'delivered']);

/** The order history row's link to a bought logo's exclusivity certificate (a PDF, saved as a file). */
export function CertificateLink({ order, logo }: { order: Order; logo: OrderLogo }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const save = useMutation({
    mutationFn: async () => {
      const file = await fetchCertificate(lang, order.id, logo.logo_id);
      saveFile(file.blob, file.fileName ?? `certificate-${logo.logo_id}.pdf`);
    },
    onError: (error: unknown) =>
      toast.error(userMessage(error) ?? translateMessage(msg('download_error'), lang)),
  });
  if (!HAS_CERTIFICATE.has(logo.delivery_state)) return null;
  return (
    <button
      type="button"
      className="mt-1 block text-sm whitespace-nowrap text-orange-700 underline underline-offset-2 hover:text-orange-800 disabled:opacity-60"
      disabled={save.isPending}
      aria-label={t('certificate.openLabel', { name: logo.logo.logo_name })}
      onClick={() => save.mutate()}
      data-testid="certificate-link"
    >
      {save.isPending ? t('certificate.preparing') : t('certificate.open')}
    </button>
  );
}
