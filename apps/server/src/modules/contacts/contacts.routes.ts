import {
  CONTACT_CONTENT_MAX,
  contactBody,
  contactListQuery,
  contactListResponse,
  contactResponse,
  errorResponse,
  msg,
  staffContactResponse,
  staffIdParams,
  staffLocaleQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import * as contacts from './contacts.service.ts';

const tags = ['contacts'];
const bearer = [{ bearerAuth: [] }];

/** The contact form (SPEC §2 contact flow, §7 contacts) and the back office's list of messages. */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.database.db,
    mailer: app.mailer,
    staffEmail: app.config.STAFF_EMAIL,
    log: app.log,
  };

  app.post(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Send a message to the shop',
        description: `Name, e-mail, its confirmation and the message (at most ${CONTACT_CONTENT_MAX} characters) are required. Stores the message, e-mails staff and sends the sender an acknowledgement in their language. At most ${contacts.CONTACT_LIMIT.max} messages per IP address in ${contacts.CONTACT_LIMIT.windowMinutes} minutes (429 with Retry-After). A bearer token, when sent, links the message to the member.`,
        body: contactBody,
        response: { 201: contactResponse, 413: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await contacts.submitContact({ ...deps, log: request.log }, request.ctx, request.body);
      reply.status(201);
      return { message: msg('contact_sent'), data };
    },
  );

  app.get(
    '/contacts',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags,
        summary: 'Messages sent through the contact form (admins)',
        description: 'Newest first. search_text matches name, e-mail, company, phone and message.',
        security: bearer,
        querystring: contactListQuery,
        response: {
          200: contactListResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    (request) => contacts.listContacts(deps.db, request.ctx, request.query),
  );

  app.get(
    '/contacts/:id',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags,
        summary: 'One message sent through the contact form, with the member who sent it (admins)',
        security: bearer,
        params: staffIdParams,
        querystring: staffLocaleQuery,
        response: {
          200: staffContactResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => ({ data: await contacts.getContact(deps.db, request.ctx, request.params.id) }),
  );
};
