import type { Order, OrderLogo } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { downloadUrl, saveFile } from '../../../shared/files/save-file.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { fetchLogoLink } from '../api/download-logo.ts';
import { fetchReceipt } from '../api/receipt.ts';

/**
 * The invoice and the delivery files of a paid order, saved as files. A missing file shows the
 * server's 'File is not exist! Please contact to us!'; any other failure the download error.
 */
export function useOrderFiles() {
  const lang = useLang();
  const toast = useToast();
  const onError = (error: unknown) => {
    const missing = error instanceof ApiError && error.status === 404 && error.message;
    toast.error(
      missing ? translateMessage(error.message, lang) : translateMessage(msg('download_error'), lang),
    );
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
