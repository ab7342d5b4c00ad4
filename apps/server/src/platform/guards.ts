import type { Role } from '@logoya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from './auth.ts';

/** A route's role guard; `roles` lets the staff route table find it. */
export interface RoleGuard {
  (request: FastifyRequest): Promise<void>;
  roles: readonly Role[];
}

/**
 * A route's role guard, declared with the route (`{ preValidation: requireRoles('admin') }`), so
 * the staff surface shows where routes are defined and services need not know who may call them.
 * It runs as a preValidation hook, after the app's own preValidation hook has set `request.ctx`
 * and before the body is validated: a guest gets 401 and a member 403 whatever they send, and a
 * caller without the role learns nothing of the call's contract from its 422 answers.
 */
export function requireRoles(...roles: [Role, ...Role[]]): RoleGuard {
  const guard = async function roleGuard(request: FastifyRequest): Promise<void> {
    requireRole(request.ctx.actor, ...roles);
  };
  return Object.assign(guard, { roles });
}

export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly Role[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route guarded by requireRoles, as registered (the role tests walk it). */
    staffRoutes: StaffRoute[];
  }
}

const isGuard = (hook: unknown): hook is RoleGuard =>
  typeof hook === 'function' && Array.isArray((hook as Partial<RoleGuard>).roles);

/**
 * Collects the staff routes while modules register. A guard placed as a preHandler would run
 * after validation, so it is refused at start: every staff route must answer 401/403 first.
 */
export function registerStaffRouteTable(app: FastifyInstance): void {
  const table: StaffRoute[] = [];
  app.decorate('staffRoutes', table);
  app.addHook('onRoute', (route) => {
    const hooks = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);
    if (hooks(route.preHandler).some(isGuard)) {
      throw new Error(`${route.method} ${route.url}: declare requireRoles as preValidation, not preHandler`);
    }
    const guard = hooks(route.preValidation).find(isGuard);
    if (!guard) return;
    for (const method of hooks(route.method) as string[]) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, roles: guard.roles });
    }
  });
}
