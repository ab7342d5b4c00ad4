/**
 * The change log module's face (ADR 0021): other modules append rows in their own transaction
 * through `recordChanges`; the list is the back office's GET /api/logs.
 */
export { type ChangeEntry, listChangeLogs, recordChanges } from './changelog.service.ts';
