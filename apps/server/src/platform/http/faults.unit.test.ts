import { describe, expect, it } from 'vitest';
import { classifyFault } from './faults.ts';

const err = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new Error(message), code ? { code } : {}, cause ? { cause } : {});

describe('classifyFault', () => {
  it('answers a full disk with 507, from storage, PGlite or PostgreSQL', () => {
    for (const e of [
      err('ENOSPC: no space left on device, write', 'ENOSPC'),
      err('could not extend file "base/1/2": No space left on device', '53100'),
      err('Failed query: insert …', undefined, err('could not write', '53100')),
      err('disk quota exceeded', 'EDQUOT'),
    ]) {
      expect(classifyFault(e)).toMatchObject({ statusCode: 507, message: 'msg:storage_full', kind: 'disk' });
    }
  });

  it('answers an unreachable, frozen or restarting database with 503 and a retry time', () => {
    for (const e of [
      err('canceling statement due to statement timeout', '57014'),
      err('terminating connection due to administrator command', '57P01'),
      err('the database system is starting up', '57P03'),
      err('connection failure', '08006'),
      err('could not connect', '08001'),
      err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      err('read ECONNRESET', 'ECONNRESET'),
      err('connect ETIMEDOUT', 'ETIMEDOUT'),
      err('timeout exceeded when trying to connect'),
      err('Connection terminated unexpectedly'),
      err('Connection terminated due to connection timeout'),
      err('Query read timeout'),
      err('Failed query: select 1', undefined, err('Query read timeout')),
      err('sorry, too many clients already', '53300'),
    ]) {
      expect(classifyFault(e), e.message).toMatchObject({
        statusCode: 503,
        message: 'msg:service_unavailable',
        retryAfter: 5,
      });
    }
  });

  it('leaves bugs and bad data alone (they stay 500 or are handled elsewhere)', () => {
    for (const e of [
      err('duplicate key value violates unique constraint', '23505'),
      err('invalid input syntax for type integer', '22P02'),
      err('relation "x" does not exist', '42P01'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      null,
    ]) {
      expect(classifyFault(e)).toBeNull();
    }
  });
});
