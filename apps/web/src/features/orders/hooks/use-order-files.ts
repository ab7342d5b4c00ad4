import type { Order, OrderLogo } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { downloadUrl, saveFile } from '../../../shared/files/save-file.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { fetchLogoLink } from '../api/download-logo.ts';
import { fetchReceipt } from '../api/receipt.ts';

/**
 * The invoice and the delivery files of a paid order, saved as files. A refusal shows the server's
 * message ('File is not exist! Please contact to us!', too many invoices in a minute, invoices
 * busy: try again in a moment); a network failure or a server fault the download error.
 */
export function useOrderFiles() {
  const lang = useLang();
  const toast = useToast();
  const onError = (error: unknown) => {
    toast.error(userMessage(error) ?? translateMessage(msg('download_error'), lang));
  };
  const invoice = useMutation({
    mutationFn: async (order: Order) => {
      const file = await fetchReceipt(lang, order.id);
      saveFile(file.blob, `invoice-${order.invoice_num}.pdf`);
    },
    onError,
  });
  const download = useMutation({
    mutationFn: async ({ order, logo }: { order: Order; logo: OrderLogo }) => {
      const link = await fetchLogoLink(lang, order.id, logo.logo_id);
      downloadUrl(link.url, link.file_name || `logo-${logo.logo_id}.zip`);
    },
    onError,
  });
  return { invoice, download };
}
