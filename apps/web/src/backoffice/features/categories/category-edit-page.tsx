import { CATEGORY_KINDS, type CategoryKind, categoryBody } from '@logoya/core/contracts/staff-catalog';
import { type ComponentType, useMemo } from 'react';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { useEditRecord } from '../../lib/edit-record.ts';
import { EditFrame } from '../../ui/edit-frame.tsx';
import { categoryQuery, createCategory, deleteCategory, updateCategory } from './api.ts';
import { CategoryFields } from './category-fields.tsx';

const EMPTY = { name_ja: '', name_en: '', name_vi: '', key_name: '' };

/**
 * /{prefix}/{kind}/create and /{prefix}/{kind}/{id} (admin, SPEC §2, §5): the three names and the
 * slug, all required. A delete that logos prevent shows the server's 409 text as a toast.
 */
function CategoryEditPage({ kind }: { kind: CategoryKind }) {
  const { t } = useBoTranslation();
  const listPath = useBackofficePath()(`/${kind}`);
  const load = useMemo(() => categoryQuery(kind), [kind]);
  const { mode, id, record, loading } = useEditRecord(listPath, load);
  const schema = useMemo(() => categoryBody(kind), [kind]);
  const form = useContractForm(schema, {
    defaultValues: EMPTY,
    values: record
      ? {
          name_ja: record.name_ja,
          name_en: record.name_en,
          name_vi: record.name_vi,
          key_name: record.key_name,
        }
      : undefined,
  });
  return (
    <EditFrame
      title={t(`categories.kinds.${kind}.${mode === 'create' ? 'createTitle' : 'editTitle'}`)}
      listPath={listPath}
      form={form}
      mode={mode}
      loading={loading}
      invalidates={areaKey(kind)}
      onSave={(values) =>
        mode === 'create' ? createCategory(kind, values) : updateCategory(kind, id, values)
      }
      onDelete={() => deleteCategory(kind, id)}
    >
      <CategoryFields kind={kind} form={form} logosCount={record?.logos_count ?? 0} />
    </EditFrame>
  );
}

function pageFor(kind: CategoryKind): ComponentType {
  const Page = () => <CategoryEditPage kind={kind} />;
  Page.displayName = `CategoryEditPage(${kind})`;
  return Page;
}

/** The create/edit page of each kind, for the route table. */
export const CATEGORY_EDIT_PAGES = Object.fromEntries(
  CATEGORY_KINDS.map((kind) => [kind, pageFor(kind)]),
) as Record<CategoryKind, ComponentType>;
