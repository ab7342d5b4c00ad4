import type { Locale } from '@logoya/core';
import type { Actor } from '../auth/auth.ts';
import type { Db } from '../db/db.ts';

/**
 * Who is asking and in which language; services take it first. Set by the app's preValidation
 * hook (app.ts), the language read by locale.ts.
 */
export interface RequestContext {
  locale: Locale;
  /** The signed-in user, from the bearer token; null for a visitor. */
  actor: Actor | null;
  /** The caller's address, for logs of sign-ins and postal-code look-ups. */
  ip: string;
  /**
   * The open transaction this request's work runs in, if any (set by `inTransaction` in
   * platform/db/transaction.ts). Services of several modules reached with this context join it.
   */
  tx?: Db;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}
