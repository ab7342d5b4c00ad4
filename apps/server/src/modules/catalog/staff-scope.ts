import { msg } from '@logoya/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import type { InTx } from '../../platform/transaction.ts';
import { refreshSearchIndex } from './search-index.ts';
import { type LogoFieldsRow, lockLogo } from './staff-logos.repository.ts';

/**
 * What every back-office logo service needs, and the one ownership rule: a designer reaches only
 * the logos whose designer they are; another's logo answers 404, as if it did not exist. Roles
 * themselves are checked on the routes.
 */
export interface StaffLogosDeps {
  db: Db;
  storage: Storage;
  /** Clears the visitors' shared catalogue answers (ADR 0009). */
  clearCache: () => void;
  log: FastifyBaseLogger;
}

export const isAdmin = (actor: Actor | null) => actor?.role === 'admin';
export const isStaff = (actor: Actor | null) => actor?.role === 'admin' || actor?.role === 'designer';

/** The designers whose logos the actor may reach: every one for an admin, themselves for a designer. */
export function designerScope(actor: Actor | null): number[] | undefined {
  return actor?.role === 'designer' ? [actor.id] : undefined;
}

export function mayReach(actor: Actor | null, logo: { designer_id: number | null }): boolean {
  if (isAdmin(actor)) return true;
  return actor?.role === 'designer' && logo.designer_id !== null && Number(logo.designer_id) === actor.id;
}

/** Locks the logo for an edit inside the transaction; unknown, deleted or another designer's: 404. */
export async function reachLogo(ctx: InTx, id: number): Promise<LogoFieldsRow> {
  const logo = await lockLogo(ctx.tx, id);
  if (!logo || !mayReach(ctx.actor, logo)) throw notFound(msg('logo_not_found'));
  return { ...logo, id: Number(logo.id), state: Number(logo.state) };
}

/** Inside the edit's transaction: the shop's search sees the new names and keywords with it. */
export function reindex(ctx: InTx, id: number): Promise<void> {
  return refreshSearchIndex(ctx.tx, [id]);
}

/** The services' dependencies, from the app the routes are registered on. */
export function staffDeps(app: FastifyInstance): StaffLogosDeps {
  return {
    db: app.database.db,
    storage: app.storage,
    clearCache: () => app.catalogCache.clear(),
    log: app.log,
  };
}
