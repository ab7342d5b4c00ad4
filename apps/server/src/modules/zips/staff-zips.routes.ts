import {
  errorResponse,
  idParam,
  localeParam,
  msg,
  staffZipPage,
  staffZipQuery,
  staffZipResponse,
  staffZipSaved,
  zipLogoResponse,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { sendPrivateFile } from '../../platform/storage/storage-delivery.ts';
import { readZipForm, type ZipForm } from './zip-upload.ts';
import * as zips from './zips.service.ts';

const tags = ['zips (staff)'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;
const params = z.object({ id: idParam });
const logoParams = z.object({ logo_id: idParam });
const localeQuery = z.object({ locale: localeParam });
const admin = requireRoles('admin');

const FORM_RULES =
  'multipart/form-data with logo_id and file. The file must be a real zip (its end record, directory and every entry are read and inflated): ' +
  'at most ZIP_MAX_MB (default 200 MB; 413), at most 10,000 entries, expanding to at most ZIP_MAX_UNCOMPRESSED_MB (default 1024 MB) and never more than 500 : 1 for an entry of 1 MB or more, nor for all entries together once they expand to 1 MB, ' +
  'stored or deflate only, no encryption, and no entry name with a `..` part (also as Windows reads it: `.. `, full-width `．．`), a leading `/`, a drive letter, a backslash or a control character, ' +
  'no name Windows cannot write (CON, NUL, COM1…, `: * ? " < > |`), no links or other special files whatever host made them, and no repeated names (422 on `file`; ADR 0080). ' +
  'A missing field answers 422 “ユーザー名は必須入力です。” (SPEC §5) in Japanese; an unknown or deleted logo 422 on logo_id. Nothing is stored on a refusal. ' +
  'The file goes to private storage (never under /files); the logo’s public `zip` flag follows at once. ' +
  'A stored file delivers the logo’s lines in paid orders in the same transaction (the first delivery sets their delivered_at; a replacement keeps it) and records who uploaded it (`upload`); ' +
  'after the commit each of those buyers gets one “your files are ready” mail in the order’s language with the order history link. A mail that fails is logged and the upload still succeeds (ADR 0104).';

/** Staff calls on delivery zips (SPEC §7 Zips), admin only; the guard runs before the body is read. */
export const staffZipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: zips.ZipsDeps = {
    db: app.database.db,
    // Given by the orders module, registered before these routes (app.ts).
    delivery: app.zipDelivery as zips.ZipDelivery,
    storage: app.storage,
    config: app.config,
    catalogCache: app.catalogCache,
    log: app.log,
  };
  /** Reads the form, runs the service, and always removes the temporary upload. */
  const withForm = async <T>(request: FastifyRequest, work: (form: ZipForm) => Promise<T>): Promise<T> => {
    const form = await readZipForm(request, zips.uploadDir(app.config), app.config.ZIP_MAX_MB);
    try {
      return await work(form);
    } finally {
      await form.discard();
    }
  };

  app.get(
    '/zips',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Delivery zips, with search (logo id or name), sort and pages (admin)',
        description: 'Each zip says who uploaded its current file and when (`upload`, ADR 0104).',
        querystring: staffZipQuery,
        response: { 200: staffZipPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => zips.listZips(deps, request.query),
  );

  app.get(
    '/zips/find/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'One delivery zip (admin)',
        params,
        querystring: localeQuery,
        response: { 200: staffZipResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await zips.findZip(deps, request.params.id) }),
  );

  app.get(
    '/zips/logo/:logo_id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'The logo a zip would be uploaded for: its name, image, state and the zip it has (admin)',
        description:
          'The zip form asks this as the logo id is typed, so it shows the logo and refuses an unknown id before the upload starts. ' +
          'The same rule as POST /zips: a deleted or unknown logo answers 404 “ロゴが存在しません。” (in the caller’s language). zip_id names the zip the logo has already (a new upload for it answers 409).',
        params: logoParams,
        querystring: localeQuery,
        response: { 200: zipLogoResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await zips.zipLogo(deps, request.ctx, request.params.logo_id) }),
  );

  app.get(
    '/zips/:id/file',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Download a delivery zip as staff (admin); the url_zip of the list',
        description:
          'With S3 storage the answer is 302 to a presigned URL of the bucket, valid S3_SIGNED_URL_SECONDS (default 60).',
        params,
        querystring: localeQuery,
        response: { 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request, reply) => sendPrivateFile(reply, await zips.openZipFile(deps, request.params.id)),
  );

  app.post(
    '/zips',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Upload a logo’s delivery zip (admin)',
        description: `${FORM_RULES} A logo that already has a zip answers 409: replace its file with POST /zips/update/{id}.`,
        consumes: ['multipart/form-data'],
        querystring: localeQuery,
        response: { 201: staffZipSaved, 401: e, 403: e, 409: e, 413: e, 415: e, 422: e },
      },
    },
    async (request, reply) => {
      const data = await withForm(request, (form) => zips.createZip(deps, request.ctx, form));
      return reply.status(201).send({ data, message: msg('zip_created') });
    },
  );

  app.post(
    '/zips/update/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Replace a zip’s file and/or move it to another logo (admin)',
        description: `${FORM_RULES} Both fields are optional here, but one is needed. Moving to a logo that has its own zip answers 409. The old file is removed only after the new one is in place.`,
        consumes: ['multipart/form-data'],
        params,
        querystring: localeQuery,
        response: { 200: staffZipSaved, 401: e, 403: e, 404: e, 409: e, 413: e, 415: e, 422: e },
      },
    },
    async (request) => ({
      data: await withForm(request, (form) => zips.updateZip(deps, request.ctx, request.params.id, form)),
      message: msg('zip_updated'),
    }),
  );

  app.delete(
    '/zips/delete/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Delete a delivery zip and its file (admin); the logo’s download ends',
        params,
        querystring: localeQuery,
        response: { 200: z.object({ message: z.string() }), 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => {
      await zips.deleteZip(deps, request.ctx, request.params.id);
      return { message: msg('zip_deleted') };
    },
  );
};
