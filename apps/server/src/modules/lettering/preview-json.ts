import { type LetteringPreview, type Locale, letteringFitErrors, translateMessage } from '@logoya/core';
import type { LetteringRender } from './render.ts';

/**
 * The preview's json (`LetteringPreview`) of one drawing: the public preview (a stored version)
 * and the Lettering tab's preview (an unsaved layout, version null) answer the same shape. The fit
 * errors stay message codes here, so a kept answer serves every language (`inLanguage`).
 */
export function previewData(
  render: LetteringRender,
  version: number | null,
  imageUrl: string,
): LetteringPreview {
  const slot = (s: LetteringRender['slots']['main']) => ({ fits: s.fits, reason: s.reason, size: s.size });
  return {
    has_layout: true,
    version,
    svg: render.svg,
    width: render.width,
    height: render.height,
    fits: render.fits,
    slots: { main: slot(render.slots.main), sub: slot(render.slots.sub) },
    errors: letteringFitErrors(render.slots) as Record<string, string[]>,
    image_url: imageUrl,
  };
}

/** The preview's fit errors in the caller's language. */
export function inLanguage(data: LetteringPreview, locale: Locale): LetteringPreview {
  const errors = Object.fromEntries(
    Object.entries(data.errors).map(([field, codes]) => [
      field,
      codes.map((code) => translateMessage(code, locale)),
    ]),
  );
  return { ...data, errors };
}
