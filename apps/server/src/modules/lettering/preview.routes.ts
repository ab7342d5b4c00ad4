import {
  errorResponse,
  letteringPreviewQuery,
  letteringPreviewResponse,
  logoIdParams,
  msg,
  LETTERING_PREVIEW_WIDTH as W,
} from '@logoya/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reserveOr429 } from '../../platform/limits/limits.ts';
import { previewService } from './preview.service.ts';
import { inLanguage } from './preview-json.ts';

const e = errorResponse;
/** A URL naming its version names everything the answer depends on: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Without `v` the current version may move: a minute, then revalidated by ETag. */
const CURRENT = 'public, max-age=60';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** GET /api/logo/{id}/preview: a buyer's names in a public logo (issue 25, ADR 0098). */
export const letteringPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const service = previewService({
    db: app.database.db,
    storage: app.storage,
    cacheSize: config.LETTERING_PREVIEW_CACHE_SIZE,
  });
  const perMinute = config.LETTERING_PREVIEW_PER_MINUTE;

  /** Counted per address before the query is judged: typing sends half-typed names too. */
  const limitPerAddress = async (request: FastifyRequest) => {
    await reserveOr429(
      app.limiter,
      [{ key: `lettering-preview:ip:${request.ip}`, limit: { max: perMinute, windowSeconds: 60 } }],
      msg('lettering_too_many'),
    );
  };

  app.get(
    '/logo/:id/preview',
    {
      preValidation: limitPerAddress,
      schema: {
        tags: ['catalog'],
        summary: 'A public logo with the buyer’s names set in (SVG, PNG, WebP or JSON)',
        description: `The names are judged exactly as the cart judges them (422 \`{message, errors}\`). \`format\`: svg (default; \`w\` ignored), png or webp (\`w\` ${W.min}–${W.max} px wide, default ${W.default}), or json (\`{data: {has_layout, version, svg, width, height, fits, slots, errors, image_url}}\`, \`errors\` being the names that do not fit, as the page shows them under the fields). \`v\` names a layout version (404 when the logo has no such version); a URL with \`v\` is cached for a year, one without for a minute, both with an ETag. Pictures carry \`X-Lettering-Fits: true|false\`, \`X-Content-Type-Options: nosniff\` and, for SVG, \`Content-Security-Policy: ${SVG_CSP}\`. A logo without a layout answers its normal main image (a redirect to the file the catalogue serves) with \`X-Lettering: none\`, and in json \`has_layout: false\`. Only public logos (404 otherwise). At most ${perMinute} calls a minute per address (429 with Retry-After); a full drawing queue answers 503 with Retry-After.`,
        params: logoIdParams,
        querystring: letteringPreviewQuery,
        response: { 200: letteringPreviewResponse, 404: e, 422: e, 429: e, 503: e },
      },
    },
    async (request, typed) => {
      const { query } = request;
      // Pictures and 304s are sent as bytes, past the JSON serialiser.
      const reply = typed as FastifyReply;
      const preview = await service.preview(request.params.id, query);
      reply.header('x-content-type-options', 'nosniff');
      if (preview.version === null) return noLayout(reply, query.format, preview.imageUrl);
      reply
        .header('cache-control', query.v === undefined ? CURRENT : IMMUTABLE)
        .header('etag', preview.etag)
        .header('x-lettering-version', String(preview.version));
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send();
      const answer = await preview.answer();
      if (answer.kind === 'json') {
        // Kept with message codes; answered in the caller's language.
        return { data: inLanguage(answer.body.data, request.ctx.locale) };
      }
      reply.header('x-lettering-fits', String(answer.fits)).type(answer.type);
      if (query.format === 'svg') reply.header('content-security-policy', SVG_CSP);
      return reply.send(answer.body);
    },
  );
};

/** A logo without a layout: its normal main image (the catalogue's file), flagged. */
function noLayout(reply: FastifyReply, format: string, imageUrl: string) {
  reply.header('x-lettering', 'none').header('cache-control', CURRENT);
  if (format === 'json') {
    return {
      data: {
        has_layout: false,
        version: null,
        svg: null,
        width: null,
        height: null,
        fits: true,
        slots: null,
        errors: {},
        image_url: imageUrl,
      },
    };
  }
  return reply.redirect(imageUrl, 302);
}
