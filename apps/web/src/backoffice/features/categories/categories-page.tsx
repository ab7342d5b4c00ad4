import {
  CATEGORY_KINDS,
  CATEGORY_SORT_FIELDS,
  type CategoryKind,
} from '@logoya/core/contracts/staff-catalog';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { ListScreen } from '../../ui/list-screen.tsx';
import { categoriesQuery } from './api.ts';
import { useCategoryColumns } from './category-columns.tsx';

const LIST: ListOptions = { sortable: CATEGORY_SORT_FIELDS };

/** /{prefix}/{colors|industries|tastes} (admin, SPEC §2): one list for the three kinds. */
function CategoriesPage({ kind }: { kind: CategoryKind }) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const list = useListState(LIST);
  const query = useQuery(categoriesQuery(kind, list.query));
  const columns = useCategoryColumns(kind);
  return (
    <ListScreen
      title={t(`categories.kinds.${kind}.title`)}
      createHref={path(`/${kind}/create`)}
      list={list}
      query={query}
      columns={columns}
      rowKey={(category) => category.id}
      rowTestId="category-row"
      searchLabel={t('categories.search')}
    />
  );
}

function pageFor(kind: CategoryKind): ComponentType {
  const Page = () => <CategoriesPage kind={kind} />;
  Page.displayName = `CategoriesPage(${kind})`;
  return Page;
}

/** The list page of each kind, for the route table. */
export const CATEGORY_LIST_PAGES = Object.fromEntries(
  CATEGORY_KINDS.map((kind) => [kind, pageFor(kind)]),
) as Record<CategoryKind, ComponentType>;
