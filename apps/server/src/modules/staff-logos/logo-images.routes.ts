import type { MultipartFile } from '@fastify/multipart';
import {
  errorResponse,
  LOGO_IMAGE_SIZE,
  logoIdParams,
  logoImageFields,
  logoImageParams,
  MAX_LOGO_IMAGES,
  msg,
  staffLogoImagesResponse,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';
import { refusalError } from '../../platform/images/intake.ts';
import {
  deleteLogoImage,
  type ImageUpload,
  LOGO_IMAGE_MAX_BYTES,
  LOGO_IMAGE_MAX_SIDE,
  LOGO_IMAGE_RULES,
  uploadLogoImage,
} from './logo-images.service.ts';
import { STAFF_SECURITY as security, STAFF_LOGO_TAGS as tags } from './staff-logos.routes.ts';
import { staffDeps } from './staff-scope.ts';

const e = errorResponse;
const staffOnly = requireRoles('admin', 'designer');

/** Reads the multipart form: the fields and at most one `file`, cut off past the size limit. */
async function readImageForm(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'Send the image as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let truncated = false;
  for await (const part of request.parts({
    limits: { fileSize: LOGO_IMAGE_MAX_BYTES, files: 2, fields: 10, fieldSize: 1000 },
  })) {
    if (part.type === 'file') {
      const upload = part as MultipartFile;
      const data = await upload.toBuffer();
      if (upload.fieldname !== 'file' || file) continue;
      if (upload.file.truncated) truncated = true;
      file = data;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  // The whole body was read first, so the answer does not cut the upload off mid-stream.
  if (truncated) throw refusalError('bytes', LOGO_IMAGE_RULES, 'file');
  const parsed = logoImageFields.safeParse(fields);
  if (!parsed.success) {
    const errs: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'request');
      errs[key] = [...(errs[key] ?? []), issue.message];
    }
    throw validationFailed(errs);
  }
  return { file, kind: parsed.data.kind, replaceId: parsed.data.replace_id };
}

/** The editor's image tab (SPEC §5 image upload): upload or replace, and delete. */
export const logoImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    '/logo/:id/update-image',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: `Upload a logo image (multipart, _method=put): png, gif, jpeg, bmp or x-icon, stored as ${LOGO_IMAGE_SIZE} × ${LOGO_IMAGE_SIZE}`,
        description: `Fields: \`file\` (the image), \`kind\` main (default), hover or gallery, \`replace_id\` (optional: an image of this logo the upload replaces; its kind is the default), \`_method\` put (optional). The file is told by its content, never its name or type: anything else, an SVG among them, answers 422 'Please select an image file'. At most ${LOGO_IMAGE_MAX_BYTES / 1024 / 1024} MB (413) and ${LOGO_IMAGE_MAX_SIDE} × ${LOGO_IMAGE_MAX_SIDE} pixels (422, decompression bombs included). Every image is re-encoded without metadata as a centre-cropped ${LOGO_IMAGE_SIZE} × ${LOGO_IMAGE_SIZE} square: a main GIF stays an (animated) GIF, anything else becomes a PNG. A logo has one main and one hover image (a new one replaces the old) and at most ${MAX_LOGO_IMAGES} pictures, the hover image included: one more answers 422. Nothing is stored when refused. Answers the logo’s images.`,
        params: logoIdParams,
        response: { 200: staffLogoImagesResponse, 401: e, 403: e, 404: e, 413: e, 415: e, 422: e },
      },
    },
    async (request) => ({
      data: await uploadLogoImage(deps, request.ctx, request.params.id, await readImageForm(request)),
      message: msg('logo_updated'),
    }),
  );

  app.delete(
    '/logo/:id/images/:imageId',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Delete one image of a logo (its file goes too)',
        description:
          'An unknown image, or one of another logo, answers 404. The last main or hover image of a logo on sale (0 or 2) answers 409: replace it by uploading, or stop the logo first (ADR 0086). Answers the logo’s remaining images.',
        params: logoImageParams,
        response: { 200: staffLogoImagesResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => ({
      data: await deleteLogoImage(deps, request.ctx, request.params.id, request.params.imageId),
      message: msg('logo_image_deleted'),
    }),
  );
};
