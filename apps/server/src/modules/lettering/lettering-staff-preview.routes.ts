import {
  errorResponse,
  letteringPreviewResponse,
  logoIdParams,
  msg,
  staffLetteringPreviewBody,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { reserveOr429 } from '../../platform/limits/limits.ts';
import { staffPreview } from './staff-preview.service.ts';

const e = errorResponse;
/** Drawings a staff member may ask for a minute: a drag sends one each time the boxes stop. */
export const STAFF_PREVIEW_PER_MINUTE = 600;

/** POST /api/logo/{id}/lettering/preview: the back office's Lettering tab (issue 25, ADR 0099). */
export const letteringStaffPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, storage: app.storage };
  const staffOnly = requireRoles('admin', 'designer');
  const perStaff = async (request: FastifyRequest) => {
    await reserveOr429(
      app.limiter,
      [
        {
          key: `lettering-staff-preview:user:${request.ctx.actor?.id ?? 0}`,
          limit: { max: STAFF_PREVIEW_PER_MINUTE, windowSeconds: 60 },
        },
      ],
      msg('lettering_too_many'),
    );
  };

  app.post(
    '/logo/:id/lettering/preview',
    {
      preValidation: [staffOnly, perStaff],
      schema: {
        tags: ['logos (staff)'],
        security: [{ bearerAuth: [] }],
        summary: 'Draw a lettering layout that is not saved yet, with names (the Lettering tab)',
        description: `The body is \`{layout, main_name, sub_name}\`: the layout being edited (a \`LetteringLayout\`; its errors are 422 on \`layout.…\` paths, e.g. \`layout.slots.main.box.w\`) and the names, judged exactly as the cart judges them. The answer is the public preview's json with \`version: null\` and \`image_url: ""\`: the SVG drawn by the one renderer, each slot's fit, and \`errors\` for names that do not fit. \`layout.mark.key\` must be a mark uploaded for this logo (\`lettering/{id}/…\`) or the current version's mark, and stored (else 422 on \`layout.mark.key\`). Nothing is stored. Admins reach every logo; a designer only their own (another designer’s logo answers 404). At most ${STAFF_PREVIEW_PER_MINUTE} a minute per staff member (429 with Retry-After).`,
        params: logoIdParams,
        body: staffLetteringPreviewBody,
        response: { 200: letteringPreviewResponse, 401: e, 403: e, 404: e, 422: e, 429: e },
      },
    },
    async (request) => ({ data: await staffPreview(deps, request.ctx, request.params.id, request.body) }),
  );
};
