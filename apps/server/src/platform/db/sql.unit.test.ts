import { LIMITS } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  activeKeep,
  availableLogo,
  codeInt,
  codeInts,
  expiredKeep,
  hiddenLogo,
  publicLogo,
  publicLogoConstants,
} from './sql.ts';

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

/**
 * The shared predicates write what the repositories wrote inline before (issue 23): the same text,
 * so the planner sees the same statements (partial indexes, generic plans: ADR 0054, 0070).
 */
describe('the logo and keep predicates', () => {
  const q = (fragment: ReturnType<typeof sql>) => {
    const { sql: text, params } = dialect.sqlToQuery(fragment);
    return { sql: text, params };
  };

  it('write public states as parameters, or as constants where a partial index must match', () => {
    expect(q(publicLogo())).toEqual({ sql: 'l.state in ($1, $2, $3)', params: [0, 2, 8] });
    expect(q(publicLogoConstants(sql.raw('f0.state')))).toEqual({ sql: 'f0.state in (0, 2, 8)', params: [] });
    expect(q(publicLogoConstants(sql.raw('d.state'), { normalOnly: true }))).toEqual({
      sql: 'd.state = 0',
      params: [],
    });
  });

  it('write the hidden states as a constant array, the complement of the shown ones', () => {
    expect(q(hiddenLogo(sql.raw('x.state')))).toEqual({ sql: "x.state = any('{7,9}'::int[])", params: [] });
    expect(q(hiddenLogo(sql.raw('state'), { normalOnly: true }))).toEqual({
      sql: "state = any('{2,7,8,9}'::int[])",
      params: [],
    });
  });

  it('hold one keep rule for favourites and for the card read model’s copy', () => {
    const days = [LIMITS.keepDays];
    expect(q(activeKeep())).toEqual({
      sql: 'f.kept and f.keep_date > now() - make_interval(days => $1)',
      params: days,
    });
    expect(q(activeKeep(null))).toEqual({
      sql: 'kept and keep_date > now() - make_interval(days => $1)',
      params: days,
    });
    expect(q(activeKeep({ keptSince: sql.raw('c.kept_since') }))).toEqual({
      sql: 'c.kept_since > now() - make_interval(days => $1)',
      params: days,
    });
    expect(q(expiredKeep())).toEqual({
      sql: 'f.kept and f.keep_date <= now() - make_interval(days => $1)',
      params: days,
    });
  });

  it('call a logo available when it is normal and nobody keeps it', () => {
    const { sql: text, params } = q(availableLogo());
    expect(text.replace(/\s+/g, ' ')).toBe(
      'l.state = $1 and not exists (select 1 from favorites f where f.logo_id = l.id and f.kept and f.keep_date > now() - make_interval(days => $2))',
    );
    expect(params).toEqual([0, LIMITS.keepDays]);
  });
});
