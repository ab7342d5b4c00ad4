import type { Order, OrderKit } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { padNumber } from '@logoya/core/rules/text';
import { useMutation, useQuery } from '@tanstack/react-query';
import { userMessage } from '../api/user-message.ts';
import { downloadUrl } from '../files/save-file.ts';
import { fileSizeText } from '../format/file-size.ts';
import { useLang } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { secondaryButton } from '../ui/field.tsx';
import { useToast } from '../ui/toast.tsx';
import { fetchKitLink, orderKitsQuery } from './order-kits-api.ts';

const GROUPS = ['guide', 'svg', 'pdf', 'png', 'jpg', 'favicon', 'social'] as const;

/** A file's group: its folder, or the guide for the files at the top. */
const groupOf = (name: string) => (name.includes('/') ? name.slice(0, name.indexOf('/')) : 'guide');

/**
 * The brand kits of a paid order (issue 26, ADR 0106), under its logos: each logo's kit while it
 * is made (with its progress), when ready its contents and download, or that it failed. Kits are
 * read after the history itself and polled only while one is being made.
 */
export function OrderKits({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lang = useLang();
  const kits = useQuery(orderKitsQuery(lang, order.id));
  if (!kits.data || kits.data.length === 0) return null;
  return (
    <section
      className="border-t border-gray-200 px-4 py-3"
      data-testid="order-kits"
      aria-label={t('buying.kit.title')}
    >
      <h3 className="text-sm font-bold text-gray-900">{t('buying.kit.title')}</h3>
      <p className="mt-1 text-xs text-gray-600">{t('buying.kit.intro')}</p>
      <ul className="mt-2 space-y-3">
        {kits.data.map((kit) => (
          <KitLine key={kit.logo_id} order={order} kit={kit} />
        ))}
      </ul>
    </section>
  );
}

function KitLine({ order, kit }: { order: Order; kit: OrderKit }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const line = order.order_logos.find((l) => l.logo_id === kit.logo_id);
  const name = line?.logo.logo_name || padNumber(kit.logo_id);
  const download = useMutation({
    mutationFn: async () => {
      const link = await fetchKitLink(lang, order.id, kit.logo_id);
      downloadUrl(link.url, link.file_name);
    },
    onError: (error) => toast.error(userMessage(error) ?? translateMessage(msg('download_error'), lang)),
  });
  return (
    <li className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="kit" data-status={kit.status}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <span className="block font-semibold break-words text-gray-900">{name}</span>
          <KitState kit={kit} />
        </div>
        {kit.status === 'ready' ? (
          <button
            type="button"
            className={`${secondaryButton} min-h-9 self-start px-3 py-1 whitespace-nowrap sm:self-auto`}
            disabled={download.isPending}
            aria-label={t('buying.kit.downloadLabel', { name, size: fileSizeText(kit.size ?? 0) })}
            onClick={() => download.mutate()}
            data-testid="kit-download"
          >
            {download.isPending ? t('buying.history.preparing') : t('buying.kit.download')}
          </button>
        ) : null}
      </div>
      {kit.has_layout ? null : (
        <p className="mt-2 text-xs text-amber-800" data-testid="kit-images-only">
          {t('buying.kit.imagesOnly')}
        </p>
      )}
      {kit.status === 'ready' ? <KitContents kit={kit} /> : null}
    </li>
  );
}

function KitState({ kit }: { kit: OrderKit }) {
  const { t } = useTranslation();
  if (kit.status === 'ready')
    return (
      <span className="text-green-800" data-testid="kit-state">
        {t('buying.kit.ready')}
      </span>
    );
  if (kit.status === 'failed')
    return (
      <span className="block text-red-800" data-testid="kit-state" role="status">
        {t('buying.kit.failed')} {kit.retrying ? t('buying.kit.retrying') : t('buying.kit.contact')}
      </span>
    );
  const label =
    kit.status === 'pending' ? t('buying.kit.pending') : t('buying.kit.building', { progress: kit.progress });
  return (
    <span className="block" data-testid="kit-state" role="status">
      <span className="text-gray-700">{label}</span>
      <progress
        className="mt-1 block h-2 w-48 max-w-full"
        max={100}
        value={kit.progress}
        aria-label={label}
      />
    </span>
  );
}

function KitContents({ kit }: { kit: OrderKit }) {
  const { t } = useTranslation();
  const groups = GROUPS.map((g) => ({
    g,
    files: kit.files.filter((f) => groupOf(f.name) === g),
  })).filter((x) => x.files.length > 0);
  return (
    <details className="mt-2" data-testid="kit-contents">
      <summary className="cursor-pointer text-xs font-semibold text-gray-700">
        {t('buying.kit.contents', { count: kit.files.length })}
      </summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_minmax(0,1fr)]">
        {groups.map(({ g, files }) => (
          <div key={g} className="contents">
            <dt className="font-semibold text-gray-700">{t(`buying.kit.groups.${g}`)}</dt>
            <dd className="break-all text-gray-600">
              {files
                .map((f) => `${f.name.slice(f.name.indexOf('/') + 1)} (${fileSizeText(f.size)})`)
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
