import { msg } from '@logoya/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import type { InTx } from '../../platform/db/transaction.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { mayReach } from '../logos/index.ts';
import { refreshSearchIndex } from '../search/index.ts';
import { type LogoFieldsRow, lockLogo } from './staff-logos.repository.ts';

/**
 * What every back-office logo service needs. The ownership rule (a designer reaches only the
 * logos whose designer they are; another's logo answers 404, as if it did not exist) is the logos
 * module's `mayReach`; roles themselves are checked on the routes.
 */
export interface StaffLogosDeps {
  db: Db;
  storage: Storage;
  /** Clears the visitors' shared catalogue answers (ADR 0009). */
  clearCache: () => void;
  log: FastifyBaseLogger;
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
