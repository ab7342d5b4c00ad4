import type { MultipartFile } from '@fastify/multipart';
import {
  changeEmailBody,
  errorResponse,
  meResponse,
  messageResponse,
  postalAddressResponse,
  postalCodeParams,
  profileFields,
  verifyEmailChangeBody,
} from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/auth.ts';
import { AppError, validationFailed } from '../../platform/http/errors.ts';
import { refusalError } from '../../platform/images/intake.ts';
import { lookupPostalCode } from '../postal/index.ts';
import { AVATAR_MAX_BYTES, AVATAR_RULES } from './avatar.service.ts';
import type { AccountsDeps } from './deps.ts';
import * as profile from './profile.service.ts';

const tags = ['accounts'];
const errors = {
  401: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
};
const bearer = [{ bearerAuth: [] }];

/** Reads the multipart form of /update-profile: text fields and at most one `picture` file. */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'Send the profile as multipart/form-data.');
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  for await (const part of request.parts({
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      if (file.fieldname !== 'picture') {
        await file.toBuffer();
        continue;
      }
      picture = await file.toBuffer();
      if (file.file.truncated) throw refusalError('bytes', AVATAR_RULES, 'picture');
      if (picture.length === 0) picture = undefined;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (fields._method !== undefined && fields._method.toLowerCase() !== 'put') {
    throw validationFailed({ _method: ['The _method must be put.'] });
  }
  delete fields._method;
  const parsed = profileFields.safeParse(fields);
  if (!parsed.success) {
    const errs: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'request');
      errs[key] = [...(errs[key] ?? []), issue.message];
    }
    throw validationFailed(errs);
  }
  return { ...parsed.data, picture };
}

export function profileRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/update-profile',
      {
        schema: {
          tags,
          summary:
            'Update the profile (multipart with _method=put; picture: png, gif, jpeg, bmp or icon, 5 MB and 4096 × 4096 at most, 20 an hour; stored as a square PNG of at most 400 × 400)',
          security: bearer,
          consumes: ['multipart/form-data'],
          response: { 200: meResponse.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => {
        requireUser(request.ctx.actor);
        return profile.updateProfile(deps, request.ctx, await readProfileForm(request));
      },
    );
    app.post(
      '/update-email',
      {
        schema: {
          tags,
          summary: 'Ask to change the e-mail: a code goes to the new address',
          security: bearer,
          body: changeEmailBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => profile.requestEmailChange(deps, request.ctx, request.body),
    );
    app.post(
      '/verify-email-change',
      {
        schema: {
          tags,
          summary: 'Confirm the new e-mail with its code',
          security: bearer,
          body: verifyEmailChangeBody,
          response: { 200: meResponse.extend({ message: z.string() }), ...errors },
        },
      },
      async (request) => profile.confirmEmailChange(deps, request.ctx, request.body),
    );
    app.get(
      '/postal-code/:code',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Japanese address of a 7-digit postal code (records the IP)',
          params: postalCodeParams,
          response: { 200: postalAddressResponse, ...errors },
        },
      },
      async (request) => ({ data: await lookupPostalCode(deps.db, request.ctx, request.params.code) }),
    );
  };
}
