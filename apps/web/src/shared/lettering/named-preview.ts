import type { Locale } from '@logoya/core/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useLang } from '../i18n/locale.ts';
import { previewableNames, type TypedNames } from './typed-names.ts';

/** How long the names must rest before the picture is asked for (issue 25: within 150 ms). */
export const PREVIEW_DEBOUNCE_MS = 120;

/** One slot's fit, as the server judged it. */
export interface SlotFit {
  fits: boolean;
  reason?: string | null;
}

/** GET /api/logo/{id}/preview?format=json (docs/lettering.md). */
export interface NamedPreview {
  has_layout: boolean;
  version: number | null;
  /** The logo with the names: glyph outlines only (never text), or null without a layout. */
  svg: string | null;
  width: number | null;
  height: number | null;
  fits: boolean;
  slots?: { main: SlotFit; sub: SlotFit } | null;
  /** Why a name does not fit, per field, in the page's language. */
  errors?: Partial<Record<'main_name' | 'sub_name', string[]>> | null;
}

export const namedPreviewQuery = (lang: Locale, logoId: number, names: TypedNames) =>
  queryOptions({
    queryKey: ['lettering-preview', logoId, lang, names.main_name, names.sub_name] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ data: NamedPreview }>(`/api/logo/${logoId}/preview`, {
          locale: lang,
          signal,
          query: { format: 'json', main_name: names.main_name, sub_name: names.sub_name },
        })
        .then((body) => body.data),
    // A picture of the same names never changes while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The logo with the typed names, asked for once the typing rests; the last picture stays shown
 * until the next one arrives, so the page never flickers or shifts. Nothing is asked for until a
 * name the cart would take is typed for both slots. The form and the picture share the answer (one call per pair of names).
 */
export function useNamedPreview(logoId: number, names: TypedNames) {
  const lang = useLang();
  const settled = useDebouncedValue(names, PREVIEW_DEBOUNCE_MS);
  const typed = previewableNames(settled);
  const query = useQuery({
    ...namedPreviewQuery(lang, logoId, settled),
    enabled: typed,
    placeholderData: keepPreviousData,
  });
  return {
    preview: typed ? query.data : undefined,
    /** The names the shown picture was made for (they trail the typing). */
    names: settled,
    updating: typed && (query.isFetching || settled !== names),
    failed: query.isError,
  };
}

/** An SVG as an image address: shown by <img>, so nothing in it can run. */
export const svgImageSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The fit messages to show under the fields: only for a field that still holds the name the
 * server judged (a name typed since waits for its own answer).
 */
export function fitErrorsFor(
  preview: NamedPreview | undefined,
  judged: TypedNames,
  typed: TypedNames,
): Partial<Record<'main_name' | 'sub_name', string>> | undefined {
  if (!preview?.errors) return undefined;
  return {
    main_name: judged.main_name === typed.main_name ? preview.errors.main_name?.[0] : undefined,
    sub_name: judged.sub_name === typed.sub_name ? preview.errors.sub_name?.[0] : undefined,
  };
}
