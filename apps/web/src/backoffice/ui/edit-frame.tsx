import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { userMessage } from '../../shared/api/user-message.ts';
import type { ContractForm } from '../../shared/forms/use-contract-form.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { denseButton } from '../../shared/ui/field.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import { useBoTranslation } from '../i18n/i18n.ts';
import { type EditMode, useListReturn } from '../lib/edit-record.ts';
import { useConfirm } from './confirm.tsx';
import { PageHeader } from './page-header.tsx';

export interface EditFrameProps<TIn extends FieldValues, TOut> {
  title: string;
  /** The area's list: Back goes there (to the page it came from), and so do a create and a delete. */
  listPath: string;
  form: ContractForm<TIn, TOut>;
  mode: EditMode;
  onSave: (values: TOut) => Promise<unknown>;
  /** Offered when editing: asks first ('この項目を削除しますか？' unless `deleteConfirm` says else). */
  onDelete?: () => Promise<unknown>;
  deleteConfirm?: string;
  /** 登録 when creating and 更新 when editing, unless given. */
  submitLabel?: string;
  /** The record is still loading: a spinner instead of the fields. */
  loading?: boolean;
  /** Queries to refresh after a save or delete (the area's lists and record: `areaKey(area)`). */
  invalidates?: QueryKey;
  children: ReactNode;
}

/**
 * The edit screen of every back-office record (SPEC §2, §8): title, the fields, and Back, Delete
 * (edit only, confirmed) and Submit. A create returns to the list; an update toasts '更新しました。'
 * (5 s, the app's toast stack); field errors from the server land on their fields.
 */
export function EditFrame<TIn extends FieldValues, TOut>(props: EditFrameProps<TIn, TOut>) {
  const { title, listPath, form, mode, onSave, onDelete, loading = false, invalidates, children } = props;
  const { t } = useBoTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useListReturn(listPath);
  const [deleting, setDeleting] = useState(false);
  const { isSubmitting } = form.formState;
  useDocumentTitle(title, t('app.name'));

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (invalidates) await queryClient.invalidateQueries({ queryKey: invalidates });
      if (mode === 'create') {
        toast.success(t('edit.created'));
        void navigate(back);
      } else {
        toast.success(t('common.updated'));
      }
    } catch (error) {
      const text = form.applyServerError(error);
      toast.error(text ?? (mode === 'create' ? t('edit.createFailed') : t('common.updateFailed')));
    }
  });

  const remove = async () => {
    if (!onDelete || !(await confirm(props.deleteConfirm ?? t('edit.deleteConfirm')))) return;
    setDeleting(true);
    try {
      await onDelete();
      // Marked stale only: the record is gone, and the list asks again when it opens.
      if (invalidates) void queryClient.invalidateQueries({ queryKey: invalidates, refetchType: 'none' });
      toast.success(t('edit.deleted'));
      void navigate(back);
    } catch (error) {
      toast.error(userMessage(error) ?? t('edit.deleteFailed'));
      setDeleting(false);
    }
  };

  const busy = loading || isSubmitting || deleting;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={title} />
      <form noValidate onSubmit={submit} className="rounded-lg border border-gray-200 bg-white shadow-xs">
        <fieldset disabled={busy} aria-busy={loading} className="min-w-0 space-y-4 p-4 sm:p-5">
          {loading ? (
            <p role="status" className="py-8 text-center text-sm text-gray-700">
              {t('common.loading')}
            </p>
          ) : (
            children
          )}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 px-4 py-3 sm:px-5">
          <Link to={back} className={denseButton.secondary}>
            {t('edit.back')}
          </Link>
          <div className="ml-auto flex flex-wrap gap-2">
            {mode === 'edit' && onDelete ? (
              <button type="button" onClick={remove} disabled={busy} className={denseButton.danger}>
                {deleting ? t('edit.deleting') : t('edit.delete')}
              </button>
            ) : null}
            <button type="submit" disabled={busy} className={denseButton.primary}>
              {isSubmitting
                ? t('edit.saving')
                : (props.submitLabel ?? (mode === 'create' ? t('edit.create') : t('edit.update')))}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
