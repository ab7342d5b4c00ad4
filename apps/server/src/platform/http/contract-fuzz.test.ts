import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { FUZZ_LOGOS } from '../../../test/fuzz-calls.ts';
import {
  errorLog,
  type FuzzAnswer,
  type FuzzTarget,
  fuzzProperty,
  prepareFuzz,
} from '../../../test/fuzz-session.ts';

/**
 * Contract fuzzing (issue Hardening): requests generated from the zod contract of every call,
 * mixed with wrong types, edge strings, huge numbers, broken JSON and multipart bodies and wrong
 * content types, sent anonymously, as a member, an admin, a first-login account or with a broken
 * token. None may answer 5xx (bar the deliberate 503/507) or log a server error, every 4xx is
 * `{message, errors?}`, and no answer shows a stack trace. A fixed seed keeps `npm test`
 * repeatable; FUZZ_SEED and FUZZ_RUNS replay another run (for instance a seed printed by
 * `npm run bench:fuzz`), FUZZ_SHRINK=0 stops at the first failure without shrinking it. On failure
 * fast-check prints the shrunk request, the seed and the path; FUZZ_SEED with FUZZ_PATH replays it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_517);
/**
 * Requests per run: at least 12 per call on average, so that a fixed seed still reaches every call
 * as calls are added (with 1,000 for about 150 calls, one call got none).
 */
const runsFor = (calls: number) => Number(process.env.FUZZ_RUNS ?? Math.max(1000, calls * 12));
/** Replaying part of another run: the checks on the whole run's reach do not apply. */
const REPLAY = Boolean(process.env.FUZZ_SEED || process.env.FUZZ_RUNS || process.env.FUZZ_PATH);

let t: TestApp;
let target: FuzzTarget;
const logs = errorLog();

beforeAll(async () => {
  t = await createTestApp({ logos: FUZZ_LOGOS, logger: logs.logger });
  target = await prepareFuzz(t.app);
});
afterAll(async () => {
  await target?.stop();
  await t?.close();
});

describe('contract fuzzing', () => {
  it('no generated request answers 5xx, a malformed error or a stack trace', async () => {
    const answers: FuzzAnswer[] = [];
    await fc.assert(
      fuzzProperty(target, { failFast: true, logged: logs.lines, onAnswer: (a) => answers.push(a) }),
      {
        seed: SEED,
        numRuns: runsFor(target.calls.length),
        endOnFailure: process.env.FUZZ_SHRINK === '0',
        // The `path` fast-check prints with a failure replays just that request (and its shrinking).
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      },
    );
    if (REPLAY) return;
    // The generator reaches every call, and past validation often enough to mean something.
    const called = new Set(answers.map((a) => a.request.call));
    expect(target.calls.map((c) => `${c.method} ${c.path}`).filter((c) => !called.has(c))).toEqual([]);
    const ok = answers.filter((a) => a.status < 300).length;
    expect(ok / answers.length).toBeGreaterThan(0.15);
  }, 300_000);
});
