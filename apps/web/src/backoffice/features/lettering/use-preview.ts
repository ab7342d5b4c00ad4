import { type LetteringPreview, letteringLayout } from '@logoya/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { previewLettering } from './api.ts';

/** How long the layout and names stay still before the server draws them again, ms. */
export const PREVIEW_DEBOUNCE_MS = 200;

export interface PreviewState {
  /** The last drawing (kept on screen while the next one is made). */
  preview: LetteringPreview | undefined;
  /** The drawing shown is not of the current values yet. */
  pending: boolean;
  /** The values break the layout's contract: nothing is sent until they are fixed. */
  invalid: boolean;
  /** Why the last drawing failed (e.g. a sample name the cart's rule refuses), or null. */
  failure: string | null;
}

/**
 * The layout being edited, drawn by the server's one renderer (POST …/lettering/preview) with the
 * sample names, once the values have stayed still for a moment. Values the contract refuses are
 * not sent: the fields show why.
 */
export function useLetteringPreview(
  logoId: number,
  values: unknown,
  names: { main_name: string; sub_name: string },
): PreviewState {
  const parsed = letteringLayout.safeParse(values);
  const wanted = parsed.success ? JSON.stringify({ layout: parsed.data, ...names }) : null;
  const settled = useDebouncedValue(wanted, PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['backoffice', 'lettering-preview', logoId, settled] as const,
    queryFn: async ({ signal }) => (await previewLettering(logoId, JSON.parse(settled!), signal)).data,
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  return {
    preview: query.data,
    pending: wanted !== null && (wanted !== settled || query.isFetching),
    invalid: wanted === null,
    failure: query.isError ? (userMessage(query.error) ?? '') : null,
  };
}
