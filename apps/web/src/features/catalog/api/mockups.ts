import type { Locale, MockupScenesResponse } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api, buildUrl } from '../../../shared/api/client.ts';
import type { TypedNames } from '../../../shared/lettering/typed-names.ts';

/** GET /api/mockups: the scenes, titled in the page's language, and the widths to ask for. */
export const mockupScenesQuery = (lang: Locale) =>
  queryOptions({
    queryKey: ['mockup-scenes', lang] as const,
    queryFn: ({ signal }) => api.get<MockupScenesResponse>('/api/mockups', { locale: lang, signal }),
    // The scenes never change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** What a mockup shows: the logo with these names (in this layout version), or its own picture. */
export interface MockupSubject {
  logoId: number;
  names: TypedNames | null;
  version: number | null;
}

/** GET /api/logo/{id}/mockup/{scene} at one width (docs/mockups.md). */
export function mockupUrl(subject: MockupSubject, scene: string, width: number): string {
  const query: Record<string, string> = {};
  if (subject.names) {
    query.main_name = subject.names.main_name;
    query.sub_name = subject.names.sub_name;
    // Naming the version lets the browser keep the picture for long.
    if (subject.version !== null) query.v = String(subject.version);
  }
  query.w = String(width);
  return buildUrl(`/api/logo/${subject.logoId}/mockup/${encodeURIComponent(scene)}`, query);
}

/** A srcset of the widths the server offers, so each scene is drawn at few widths. */
export const mockupSrcSet = (subject: MockupSubject, scene: string, widths: readonly number[]) =>
  widths.map((width) => `${mockupUrl(subject, scene, width)} ${width}w`).join(', ');
