import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage, type Storage } from '../../platform/storage/storage.ts';
import { markHrefOf } from './marks.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-marks-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The disk storage, counting its reads per key. */
function countingStorage(): Storage & { reads: Map<string, number> } {
  const disk = localDiskStorage(root);
  const reads = new Map<string, number>();
  return {
    ...disk,
    reads,
    get(key) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return disk.get(key);
    },
  };
}

const svg = (i: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="${i % 5}"/></svg>${' '.repeat(i)}`;

describe('the marks the renderer embeds', () => {
  it('keeps more marks than a catalogue page cycles through: 300 marks in turn are each read once', async () => {
    const storage = countingStorage();
    const marks = Array.from({ length: 300 }, (_, i) => ({
      key: `lettering/test-cycle/${i}.svg`,
      type: 'image/svg+xml' as const,
    }));
    for (const [i, m] of marks.entries()) await storage.put(m.key, Buffer.from(svg(i)));
    // Buyers move through the logos in turn, as the benchmark does: twice round all 300.
    for (let round = 0; round < 2; round++) {
      for (const m of marks) expect(await markHrefOf(storage, m)).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect([...storage.reads.values()].every((n) => n === 1)).toBe(true);
    expect(storage.reads.size).toBe(300);
  });

  it('reads a mark once for parallel previews, and keeps no answer for a missing file', async () => {
    const storage = countingStorage();
    const mark = { key: 'lettering/test-parallel/a.svg', type: 'image/svg+xml' as const };
    const missing = await Promise.all([markHrefOf(storage, mark), markHrefOf(storage, mark)]);
    expect(missing).toEqual([null, null]);
    expect(storage.reads.get(mark.key)).toBe(1);
    // The file arrives: the next call reads it (a missing file was not kept), then keeps it.
    await storage.put(mark.key, Buffer.from(svg(1)));
    const found = await Promise.all(Array.from({ length: 5 }, () => markHrefOf(storage, mark)));
    expect(new Set(found).size).toBe(1);
    expect(found[0]).not.toBeNull();
    await markHrefOf(storage, mark);
    expect(storage.reads.get(mark.key)).toBe(2);
  });
});
