import {
  errorResponse,
  localeQuery,
  MOCKUP_GALLERY_WIDTHS,
  MOCKUP_WIDTH,
  mockupParams,
  mockupQuery,
  mockupScenesResponse,
  msg,
} from '@logoya/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reserveOr429 } from '../../platform/limits/limits.ts';
import { createMockups, listScenes } from './index.ts';
import { logoMockupService } from './logo-mockup.service.ts';

const e = errorResponse;
/** A URL naming its layout version and names names everything the answer depends on. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Otherwise the current version (or the main image) may move: a minute, then revalidated by ETag. */
const CURRENT = 'public, max-age=60';
const { min, max, default: byDefault } = MOCKUP_WIDTH;

/** GET /api/mockups and GET /api/logo/{id}/mockup/{scene} (issue 25, ADR 0097, ADR 0103). */
export const mockupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const service = logoMockupService({
    db: app.database.db,
    storage: app.storage,
    mockups: createMockups(),
  });
  const perMinute = config.MOCKUP_PER_MINUTE;

  /** Counted per address before the query is judged, as for the preview. */
  const limitPerAddress = async (request: FastifyRequest) => {
    await reserveOr429(
      app.limiter,
      [{ key: `mockup:ip:${request.ip}`, limit: { max: perMinute, windowSeconds: 60 } }],
      msg('mockup_too_many'),
    );
  };

  app.get(
    '/mockups',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The mockup scenes (a shop sign, a noren, a business card…) for a gallery',
        description: `Each scene's id (for \`GET /api/logo/{id}/mockup/{scene}\`), its size in its own units, the tone of the material under the logo (\`dark\`: the logo is printed light) and its title in the caller's language. \`meta.widths\`: the widths a gallery asks for (its srcset), so that each scene's layers are drawn for few widths.`,
        querystring: localeQuery,
        response: { 200: mockupScenesResponse },
      },
    },
    async (request) => {
      const { locale } = request.ctx;
      return {
        data: listScenes().map(({ id, width, height, tone, title }) => ({
          id,
          width,
          height,
          tone,
          title: title[locale] ?? title.en,
        })),
        meta: { widths: [...MOCKUP_GALLERY_WIDTHS] },
      };
    },
  );

  app.get(
    '/logo/:id/mockup/:scene',
    {
      preValidation: limitPerAddress,
      schema: {
        tags: ['catalog'],
        summary: 'A public logo, with the buyer’s names set in, at work in a scene (WebP)',
        description: `\`image/webp\`, \`w\` px wide (${min}–${max}, default ${byDefault}; the height follows the scene), the scene from \`GET /api/mockups\` (404 when unknown). With \`main_name\` and \`sub_name\` (judged exactly as the cart judges them, 422 \`{message, errors}\`; one without the other is refused as the cart would) the logo's current layout, or the version \`v\` names (404 when there is no such version), is drawn with the names; with neither, or for a logo without a layout, its main image is placed. A URL naming \`v\` and names is cached for a year, any other for a minute, both with an ETag (304). Only public logos (404 otherwise). At most ${config.MOCKUP_PER_MINUTE} calls a minute per address (429 with Retry-After); a full drawing queue answers 503 with Retry-After.`,
        params: mockupParams,
        querystring: mockupQuery,
        response: { 404: e, 422: e, 429: e, 503: e },
      },
    },
    async (request, typed) => {
      // The picture and 304s are sent as bytes, past the JSON serialiser.
      const reply = typed as FastifyReply;
      const mockup = await service.mockup(request.params.id, request.params.scene, request.query);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', mockup.immutable ? IMMUTABLE : CURRENT)
        .header('etag', mockup.etag);
      if (request.headers['if-none-match'] === mockup.etag) return reply.code(304).send();
      const webp = await mockup.webp();
      return reply.type('image/webp').send(webp);
    },
  );
};
