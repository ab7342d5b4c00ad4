import {
  errorResponse,
  orderPictureParams,
  orderPictureQuery,
  LETTERING_PREVIEW_WIDTH as W,
} from '@logoya/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrdersDeps } from './deps.ts';
import { orderPicture } from './order-picture.service.ts';

const e = errorResponse;
/** An order's picture never changes (its version and names are fixed), but it is the buyer's. */
const IMMUTABLE = 'private, max-age=31536000, immutable';
/** Without a layout the logo's main image is shown, and that file may be replaced. */
const NO_LAYOUT = 'private, max-age=60';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** GET /api/order/{id}/logo/{logo_id}/picture: an order line's named picture (issue 25, ADR 0102). */
export function orderPictureRoutes(deps: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/:id/logo/:logo_id/picture',
      {
        schema: {
          tags: ['orders'],
          security: [{ bearerAuth: [] }],
          summary: 'A bought logo with the buyer’s names, as fixed in the order (SVG, PNG or WebP)',
          description:
            'Drawn from the lettering layout version the order pinned at checkout (`order_logos.lettering_version`) with the names of the order line, by the same renderer as the public preview: the picture never changes after purchase, even when the designer saves a new layout. ' +
            `\`format\`: svg (default; \`w\` ignored), png or webp (\`w\` ${W.min}–${W.max} px wide, default ${W.default}). ` +
            `Answers carry \`Cache-Control: ${IMMUTABLE}\`, an ETag (\`If-None-Match\` → 304), \`X-Lettering-Version\`, \`X-Content-Type-Options: nosniff\` and, for SVG, \`Content-Security-Policy: ${SVG_CSP}\`. ` +
            'A line whose logo had no layout answers 302 to the logo’s main image with `X-Lettering: none`. ' +
            'Who may see it is who may see the order (ADR 0076): its buyer, admins, and the designer of that logo; everyone else 404 “The order was not found.” as for a missing order (a guest 401). Rasters run in the lettering queue; a full queue answers 503 with Retry-After.',
          params: orderPictureParams,
          querystring: orderPictureQuery,
          response: { 401: e, 404: e, 422: e, 503: e },
        },
      },
      async (request, typed) => {
        // Pictures and 304s are sent as bytes, past the JSON serialiser.
        const reply = typed as FastifyReply;
        const { id, logo_id } = request.params;
        const picture = await orderPicture(deps, request.ctx, id, logo_id, request.query);
        reply.header('x-content-type-options', 'nosniff');
        if (picture.kind === 'none') {
          return reply
            .header('x-lettering', 'none')
            .header('cache-control', NO_LAYOUT)
            .redirect(picture.imageUrl, 302);
        }
        reply
          .header('cache-control', IMMUTABLE)
          .header('etag', picture.etag)
          .header('x-lettering-version', String(picture.version));
        if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
        const drawn = await picture.draw();
        reply.header('x-lettering-fits', String(drawn.fits)).type(drawn.type);
        if (request.query.format === 'svg') reply.header('content-security-policy', SVG_CSP);
        return reply.send(drawn.body);
      },
    );
  };
}
