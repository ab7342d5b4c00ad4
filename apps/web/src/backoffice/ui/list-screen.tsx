import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { ListView, type ListViewProps } from '../../shared/list/list-view.tsx';
import { denseButton } from '../../shared/ui/field.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { PageHeader } from './page-header.tsx';

interface ListScreenProps<T> extends Omit<ListViewProps<T>, 'caption'> {
  title: string;
  /** Shows the 新規作成 link to the area's create screen. */
  createHref?: string;
}

/** A back-office list page: title, create link, and the list kit's whole list. */
export function ListScreen<T>({ title, createHref, ...view }: ListScreenProps<T>) {
  const { t } = useBoTranslation();
  useDocumentTitle(title, t('app.name'));
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeader title={title}>
        {createHref ? (
          <Link to={createHref} className={denseButton.primary}>
            {t('list.create')}
          </Link>
        ) : null}
      </PageHeader>
      <ListView caption={title} {...view} />
    </div>
  );
}

/**
 * A link from a list to a record's edit screen; the edit screen's Back (and a delete) return to
 * the list as it was: same page, search and order.
 */
export function EditLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={to}
      state={{ listHref: `${pathname}${search}` }}
      aria-label={label}
      className="font-semibold text-orange-800 underline hover:text-orange-900"
    >
      {children}
    </Link>
  );
}
