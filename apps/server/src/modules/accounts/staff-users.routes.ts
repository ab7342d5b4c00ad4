import {
  createUserBody,
  errorResponse,
  idParam,
  messageResponse,
  staffUserCreated,
  staffUserPage,
  staffUserQuery,
  staffUserResponse,
  staffUserUpdated,
  updateUserBody,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import type { AccountsDeps } from './deps.ts';
import { bearer as security } from './route-schema.ts';
import * as users from './staff-users.service.ts';

const tags = ['users (staff)'];
const e = errorResponse;
const params = z.object({ id: idParam });
const admin = requireRoles('admin');

/** User management of the back office (SPEC §7 Users): admins only, guarded before validation. */
export function staffUsersRoutes(deps: AccountsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'Users not deleted, with search, role filter, sort and pages (admin)',
          description:
            'search_text matches name, name_kana and e-mail. role: all (default), admin, designer or user. Past the last page: 200 with no rows.',
          querystring: staffUserQuery,
          response: { 200: staffUserPage, 401: e, 403: e, 422: e },
        },
      },
      (request) => users.listUsers(deps, request.query),
    );

    app.get(
      '/user/:id',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'One user (admin)',
          params,
          response: { 200: staffUserResponse, 401: e, 403: e, 404: e, 422: e },
        },
      },
      (request) => users.getUser(deps, request.params.id),
    );

    app.post(
      '/user',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'Create a user with a first password (admin)',
          description:
            'Staff (admin, designer) must replace the password at their first sign-in and are mailed an invitation link for /api/check-token and /api/create-password; a member is mailed a link to the shop’s password-reset page. The user is kept when the mail fails (invitation: failed). An address a live account has answers 422.',
          body: createUserBody,
          response: { 201: staffUserCreated, 401: e, 403: e, 422: e },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return users.createUser(deps, request.ctx, request.body);
      },
    );

    app.put(
      '/user/:id',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'Update a user; an empty password leaves it unchanged (admin)',
          description:
            'A role or password change ends the user’s sessions. An admin cannot change their own role, and the last admin keeps theirs (409).',
          params,
          body: updateUserBody,
          response: { 200: staffUserUpdated, 401: e, 403: e, 404: e, 409: e, 422: e },
        },
      },
      (request) => users.updateUser(deps, request.ctx, request.params.id, request.body),
    );

    app.delete(
      '/user/:id',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'Delete a user (soft delete; sessions end) (admin)',
          description:
            'The row stays for orders, logs and logos; the address becomes free. An admin cannot delete themselves, nor the last admin (409).',
          params,
          response: { 200: messageResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
        },
      },
      (request) => users.deleteUser(deps, request.ctx, request.params.id),
    );

    app.post(
      '/user/:id/invitation',
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: 'Mail a new link to set a password; earlier links stop working (admin)',
          params,
          response: { 200: messageResponse, 401: e, 403: e, 404: e, 422: e, 503: e },
        },
      },
      (request) => users.resendInvitation(deps, request.ctx, request.params.id),
    );
  };
}
