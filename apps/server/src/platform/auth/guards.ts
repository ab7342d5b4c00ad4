import type { Role } from '@logoya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole, requireUser } from './auth.ts';

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

/**
 * The member guard: someone signed in, judged before the body like a staff route's guard, so a
 * guest gets 401 whatever they send, not the contract's 422 (an account that must still set its
 * first password gets 403, but on the calls enforceFirstPassword lets through). Nobody declares
 * it by hand: every route whose schema declares the bearer `security` and has no role guard gets
 * it from registerRouteGuards, so the OpenAPI description and the guard cannot disagree.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  requireUser(request.ctx.actor);
}

export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly Role[];
}

export interface MemberRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route guarded by requireRoles, as registered (the role tests walk it). */
    staffRoutes: StaffRoute[];
    /** Every route guarded by requireMember, as registered (the member test walks it). */
    memberRoutes: MemberRoute[];
  }
}

const isGuard = (hook: unknown): hook is RoleGuard =>
  typeof hook === 'function' && Array.isArray((hook as Partial<RoleGuard>).roles);

/** The schema's OpenAPI `security` names the bearer: the call needs someone signed in. */
const declaresBearer = (schema: unknown) =>
  ((schema as { security?: unknown } | undefined)?.security as object[] | undefined)?.some?.(
    (requirement) => 'bearerAuth' in requirement,
  ) ?? false;

/**
 * Guards the routes while modules register, and lists them. A staff route declares its role
 * guard; a member route (bearer `security` without a role guard) gets requireMember here. A role
 * guard placed as a preHandler would run after validation, so it is refused at start: every
 * guarded route answers 401/403 before its contract's 422 (ADR 0029, 0084).
 */
export function registerRouteGuards(app: FastifyInstance): void {
  const staff: StaffRoute[] = [];
  const members: MemberRoute[] = [];
  app.decorate('staffRoutes', staff);
  app.decorate('memberRoutes', members);
  app.addHook('onRoute', (route) => {
    const hooks = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);
    if (hooks(route.preHandler).some(isGuard)) {
      throw new Error(`${route.method} ${route.url}: declare requireRoles as preValidation, not preHandler`);
    }
    const methods = (hooks(route.method) as string[]).filter((method) => method !== 'HEAD');
    const guard = hooks(route.preValidation).find(isGuard);
    if (guard) {
      for (const method of methods) staff.push({ method, url: route.url, roles: guard.roles });
      return;
    }
    if (!declaresBearer(route.schema)) return;
    route.preValidation = [...hooks(route.preValidation), requireMember];
    for (const method of methods) members.push({ method, url: route.url });
  });
}
