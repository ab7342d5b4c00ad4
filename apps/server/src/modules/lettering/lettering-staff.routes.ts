import type { MultipartFile } from '@fastify/multipart';
import {
  errorResponse,
  LETTERING_MARK_MAX_BYTES,
  letteringLayout,
  letteringMarkResponse,
  logoIdParams,
  msg,
  staffLetteringResponse,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/http/errors.ts';
import { type LetteringDeps, saveLettering, staffLettering, uploadMark } from './lettering-store.service.ts';

const e = errorResponse;
const tags = ['logos (staff)'];
const security = [{ bearerAuth: [] }];
const staffOnly = requireRoles('admin', 'designer');
const WHO =
  'Admins reach every logo; a designer only their own (another designer’s logo answers 404, like a missing id).';

/** The one `file` of a multipart form, read whole; past the size limit, 413 after the body is read. */
async function readMarkFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart())
    throw new AppError(415, msg('lettering_mark_file', { max: LETTERING_MARK_MAX_BYTES / 1024 }));
  let file: Buffer | undefined;
  let truncated = false;
  for await (const part of request.parts({
    limits: { fileSize: LETTERING_MARK_MAX_BYTES, files: 2, fields: 5, fieldSize: 200 },
  })) {
    if (part.type !== 'file') continue;
    const upload = part as MultipartFile;
    const data = await upload.toBuffer();
    if (upload.fieldname !== 'file' || file) continue;
    if (upload.file.truncated) truncated = true;
    file = data;
  }
  if (truncated) {
    const message = msg('lettering_mark_file', { max: LETTERING_MARK_MAX_BYTES / 1024 });
    throw new AppError(413, message, { file: [message] });
  }
  return file;
}

/** The back office's Lettering tab (issue 25, ADR 0098): read, save a new version, upload the mark. */
export const letteringStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LetteringDeps = { db: app.database.db, storage: app.storage, log: app.log };

  app.get(
    '/logo/:id/lettering',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'A logo’s current lettering layout, its version and its mark',
        description: `The highest stored version, or \`layout: null\` and \`version: null\` when the logo has none. \`mark_url\` is the mark as the renderer embeds it (a data URI). ${WHO}`,
        params: logoIdParams,
        response: { 200: staffLetteringResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await staffLettering(deps, request.ctx, request.params.id) }),
  );

  app.put(
    '/logo/:id/lettering',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Save a lettering layout as the logo’s next version',
        description: `The body is a \`LetteringLayout\`; each field's error is a 422 on its path (e.g. \`slots.main.box.w\`). Every save is a new version (1, 2, …): no version is ever changed or deleted, so an order can keep the version it was bought with. A change-log entry (field \`lettering\`, old and new version) is written with it. \`mark.key\` must be a mark uploaded for this logo (\`lettering/{id}/…\`) or the current version's mark, and stored: else 422 on \`mark.key\`. ${WHO}`,
        params: logoIdParams,
        body: letteringLayout,
        response: { 200: staffLetteringResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      data: await saveLettering(deps, request.ctx, request.params.id, request.body),
      message: msg('lettering_saved'),
    }),
  );

  app.post(
    '/logo/:id/lettering/mark',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Upload the mark of a logo’s lettering (SVG, or PNG with transparency)',
        description: `Field \`file\`, at most ${LETTERING_MARK_MAX_BYTES / 1024} KB (413). Told by its content: a PNG goes through the image intake (re-encoded without metadata, at most 2000 px) and must have an alpha channel; an SVG holding a script, an event attribute, foreignObject, a DOCTYPE or entity, or a reference outside itself (href, url(), @import) is refused (422), never cleaned. Stored under a content-hashed key; when the logo has a layout, its next version takes the mark in the old mark's box (or the whole canvas). ${WHO}`,
        params: logoIdParams,
        response: { 200: letteringMarkResponse, 401: e, 403: e, 404: e, 413: e, 415: e, 422: e },
      },
    },
    async (request) => ({
      data: await uploadMark(deps, request.ctx, request.params.id, await readMarkFile(request)),
      message: msg('lettering_mark_saved'),
    }),
  );
};
