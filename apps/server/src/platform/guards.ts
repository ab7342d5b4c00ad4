import type { Role } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import { requireRole } from './auth.ts';

/**
 * A route's role guard, declared with the route (`{ preHandler: requireRoles('admin') }`), so the
 * staff surface shows where routes are defined and services need not know who may call them.
 * Route hooks run after the app's preHandler has set `request.ctx`, and after validation, as the
 * checks inside services did: 401 without a member, 403 for another role.
 */
export function requireRoles(...roles: [Role, ...Role[]]) {
  return async function roleGuard(request: FastifyRequest): Promise<void> {
    requireRole(request.ctx.actor, ...roles);
  };
}
