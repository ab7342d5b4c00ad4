import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { codeInt, codeInts } from './sql.ts';

/** Numbers fixed by the code go into a statement's text, not its parameters (ADR 0070). */
const dialect = new PgDialect();

describe('codeInt and codeInts', () => {
  it('write whole numbers into the text, with no parameter', () => {
    expect(dialect.sqlToQuery(codeInt(7))).toEqual({ sql: '7', params: [] });
    expect(dialect.sqlToQuery(codeInts([7, 9]))).toEqual({ sql: "'{7,9}'::int[]", params: [] });
    expect(dialect.sqlToQuery(codeInts([]))).toEqual({ sql: "'{}'::int[]", params: [] });
  });

  it('refuse anything but a whole number, so nothing else can reach the text', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => codeInt(bad)).toThrow(/not a whole number/);
      expect(() => codeInts([1, bad])).toThrow(/not a whole number/);
    }
    expect(() => codeInt('1; drop table logos' as unknown as number)).toThrow(/not a whole number/);
  });
});
