import type { Locale } from '@logoya/core';
import type { logoImage } from '@logoya/core/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';

/** One image file of a logo, as the contract (logoImage) describes it. */
export type LogoImageFile = ReturnType<typeof logoImage.parse>;

/** GET /api/logo/check-logo-image-muti/{id}: every image file of a public logo, main first. */
export const logoImagesQuery = (lang: Locale, id: string) => {
  const path = `/api/logo/check-logo-image-muti/${encodeURIComponent(id)}`;
  return queryOptions({
    // Starts with 'catalog' like the catalogue's other keys, so they are invalidated together.
    queryKey: ['catalog', 'logo-images', id] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<{ files: LogoImageFile[] }>(path, { locale: lang, signal });
      return body.files;
    },
    // Those of the page first opened come with the page itself.
    initialData: () => pageAnswer<{ files: LogoImageFile[] }>(path, { locale: lang })?.files,
  });
};
