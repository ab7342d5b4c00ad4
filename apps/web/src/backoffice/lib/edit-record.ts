import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export type EditMode = 'create' | 'edit';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Where Back goes from an edit screen: the list as it was when the record was opened (EditLink
 * passes it), else the list's first page.
 */
export function useListReturn(listPath: string): string {
  const { state } = useLocation();
  const from = (state as { listHref?: unknown } | null)?.listHref;
  const inside =
    typeof from === 'string' &&
    (from === listPath || from.startsWith(`${listPath}/page/`) || from.startsWith(`${listPath}?`));
  return inside ? from : listPath;
}

/**
 * The record of an edit screen at `{area}/{id}`; `{area}/create` has none. A record that cannot be
 * loaded (a bad id, a deleted row, a failed call) returns to the list (SPEC §8).
 *
 *   const { mode, id, record, loading } = useEditRecord(path('/zips'), (id) => zipQuery(id));
 */
export function useEditRecord<T, K extends QueryKey>(
  listPath: string,
  load: (id: number) => UseQueryOptions<T, Error, T, K>,
) {
  const params = useParams();
  const navigate = useNavigate();
  const back = useListReturn(listPath);
  const raw = params.id;
  const mode: EditMode = raw === undefined ? 'create' : 'edit';
  const valid = raw !== undefined && ID.test(raw);
  const id = valid ? Number(raw) : 0;
  const query = useQuery({ ...load(id), enabled: valid });
  const failed = mode === 'edit' && (!valid || query.isError);

  useEffect(() => {
    if (failed) void navigate(back, { replace: true });
  }, [failed, back, navigate]);

  return { mode, id, record: query.data, loading: mode === 'edit' && !failed && query.isPending };
}
