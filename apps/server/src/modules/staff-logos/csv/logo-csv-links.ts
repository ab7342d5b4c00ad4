import type { InTx } from '../../../platform/db/transaction.ts';
import type { ChangeEntry } from '../../changelog/index.ts';
import * as links from '../logo-links.repository.ts';
import type { KeywordNames } from './logo-csv-format.ts';
import type { Group } from './logo-csv-rows.ts';

/**
 * The category and keyword cells of an import row, inside its transaction: a group or the
 * keyword list is replaced only when it differs, and answers its change-log row (labels as the
 * editor logs them).
 */

const LINK_GROUP: Record<Group, links.LinkGroup> = {
  industries: 'industries',
  genres: 'colors',
  tastes: 'tastes',
  alphabets: 'alphabets',
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);
const labels = (found: { label: string }[]) => (found.length ? found.map((f) => f.label).join(', ') : null);
const keywordLabels = (rows: links.KeywordRow[]) =>
  rows.length ? rows.map((k) => `${k.name_ja} / ${k.name_en} / ${k.name_vi}`).join(', ') : null;

/** The links the row's cells replace; answers the change-log rows of the groups that changed. */
export async function applyLinks(tx: InTx, id: number, groupIds: Partial<Record<Group, number[]>>) {
  const changes: ChangeEntry[] = [];
  for (const [group, ids] of Object.entries(groupIds) as [Group, number[]][]) {
    const linkGroup = LINK_GROUP[group];
    const before = await links.linkedOf(tx.tx, linkGroup, id);
    if (
      sameIds(
        before.map((b) => Number(b.id)),
        ids,
      )
    )
      continue;
    await links.replaceLinks(tx.tx, linkGroup, id, ids);
    const after = await links.linkedOf(tx.tx, linkGroup, id);
    changes.push({
      logoId: id,
      userId: tx.actor!.id,
      field: linkGroup,
      oldValue: labels(before),
      newValue: labels(after),
    });
  }
  return changes;
}

export async function applyKeywords(tx: InTx, id: number, keywords: KeywordNames[] | undefined) {
  if (!keywords) return [];
  const before = await links.keywordsOf(tx.tx, id);
  const ids: number[] = [];
  for (const k of keywords) ids.push(await links.keywordFor(tx.tx, k));
  if (
    sameIds(
      before.map((b) => Number(b.id)),
      [...new Set(ids)],
    )
  )
    return [];
  await links.replaceKeywordLinks(tx.tx, id, [...new Set(ids)]);
  const after = await links.keywordsOf(tx.tx, id);
  return [
    {
      logoId: id,
      userId: tx.actor!.id,
      field: 'keywords',
      oldValue: keywordLabels(before),
      newValue: keywordLabels(after),
    },
  ];
}
