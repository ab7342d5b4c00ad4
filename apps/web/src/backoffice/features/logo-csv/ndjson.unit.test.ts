import type { LogoImportLine } from '@logoya/core/contracts/staff-logo-csv';
import { describe, expect, it } from 'vitest';
import { ndjsonReader } from './ndjson.ts';

describe('ndjsonReader', () => {
  it('hands on each complete line once, as the text grows, and waits for a line still arriving', () => {
    const lines: LogoImportLine[] = [];
    const read = ndjsonReader((line) => lines.push(line));
    const start = '{"type":"start","total":2,"dry_run":false}\n';
    const progress =
      '{"type":"progress","done":1,"total":2,"created":1,"updated":0,"unchanged":0,"failed":0}\n';
    read(start.slice(0, 10));
    expect(lines).toEqual([]);
    read(start + progress.slice(0, 20));
    expect(lines).toEqual([{ type: 'start', total: 2, dry_run: false }]);
    read(start + progress);
    read(start + progress);
    expect(lines.map((l) => l.type)).toEqual(['start', 'progress']);
  });
});
