import { useLayoutEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { FormMessagesProvider } from '../../shared/forms/form-messages.tsx';
import { type ListTexts, ListTextsProvider } from '../../shared/list/list-texts.tsx';
import { FieldLookProvider } from '../../shared/ui/field-look.tsx';
import { ToastProvider } from '../../shared/ui/toast.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { boMessage } from '../lib/messages.ts';
import { ConfirmProvider } from '../ui/confirm.tsx';

const count = new Intl.NumberFormat('ja-JP');

/**
 * The back office's root (its URL base comes from entry.tsx): Japanese page language, its toasts and confirm dialog,
 * the Japanese words of the shared kits (forms, lists) and the form kit's dense look.
 */
export function BackofficeRoot() {
  const { t } = useBoTranslation();

  // Before paint, so screen readers and fonts never see a frame in the shop's language.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = 'ja';
    return () => {
      root.lang = previous;
    };
  }, []);

  const formMessages = useMemo(() => ({ translate: boMessage, unexpected: t('common.error') }), [t]);
  const listTexts = useMemo<ListTexts>(
    () => ({
      search: t('list.search'),
      searchButton: t('list.searchButton'),
      perPage: t('list.perPage'),
      perPageOption: (count) => t('list.perPageOption', { count }),
      empty: t('list.empty'),
      loading: t('list.loading'),
      retry: t('list.retry'),
      sort: t('list.sort'),
      noSort: t('list.noSort'),
      sortOption: (column, direction) =>
        direction === 'asc' ? t('list.sortAsc', { column }) : t('list.sortDesc', { column }),
      expandRow: t('list.expandRow'),
      range: (from, to, total) =>
        t('list.range', { from: count.format(from), to: count.format(to), total: count.format(total) }),
      pager: {
        label: t('pager.label'),
        page: (page) => t('pager.page', { page: String(page) }),
        morePages: t('pager.morePages'),
        next: t('pager.next'),
        previous: t('pager.previous'),
        goTo: t('pager.goTo'),
        go: t('pager.go'),
      },
    }),
    [t],
  );

  return (
    <FormMessagesProvider value={formMessages}>
      <FieldLookProvider look="dense">
        <ListTextsProvider texts={listTexts}>
          <ToastProvider closeLabel={t('common.close')}>
            <ConfirmProvider>
              <Outlet />
            </ConfirmProvider>
          </ToastProvider>
        </ListTextsProvider>
      </FieldLookProvider>
    </FormMessagesProvider>
  );
}
