import type { z } from 'zod';
import { letteringLayout, letteringNames } from './lettering.ts';

/**
 * POST /api/logo/{id}/lettering/preview (issue 25, ADR 0099): the back office's Lettering tab draws
 * the layout being edited, before it is saved, with sample names. The names are judged by the
 * cart's rule, the layout by its contract (422 on its paths, e.g. `layout.slots.main.box.w`); the
 * answer is the public preview's json (`LetteringPreview`).
 */
export const staffLetteringPreviewBody = letteringNames.extend({ layout: letteringLayout });
export type StaffLetteringPreviewBody = z.infer<typeof staffLetteringPreviewBody>;
