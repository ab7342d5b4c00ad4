import type { ClusterDb } from './cluster.repository.ts';
import { call, instanceUrl, ports } from './http.ts';
import { check, section } from './report.ts';

const MAX_KEEPS = 5; // LIMITS.maxKeeps
const instance = (i: number) => instanceUrl((i % ports.length) + 1);

interface KeepAnswer {
  data?: { kept: boolean };
  message?: string;
}

const keep = (token: string, logoId: number, isKeep: boolean, base: string) =>
  call<KeepAnswer>('POST', `/api/keep-logo/${logoId}`, { token, body: { is_keep: isKeep }, base });

/**
 * Keeps raced across instances, each request sent straight to an instance in turn: many members
 * keeping one logo at once leave exactly one keeper; one member keeping six logos at once never
 * holds more than five (no constraint in the schema caps that: only the keep transaction's lock
 * on the member's row).
 */
export async function keepRaces(db: ClusterDb, tokens: string[], soloToken: string, soloEmail: string) {
  section(`Keep races across ${ports.length} instances`);
  const rounds = 5;
  let oneKeeper = 0;
  const raceDetails: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const [logo] = await db.freeLogos(1);
    const answers = await Promise.all(tokens.map((t, i) => keep(t, logo!, true, instance(i))));
    const won = answers.filter((a) => a.status === 200 && a.body.data?.kept).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const keepers = await db.keepersOf(logo!);
    if (won === 1 && keepers === 1 && won + refused === answers.length) oneKeeper++;
    raceDetails.push(`${won} kept/${refused}×409/${keepers} in db`);
  }
  check(
    `${tokens.length} members keep one logo at once, ${rounds} rounds`,
    oneKeeper === rounds,
    `one keeper in ${oneKeeper} of ${rounds} rounds (${raceDetails.join('; ')})`,
  );

  let heldMost = 0;
  let exact = 0;
  const soloDetails: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const logos = await db.freeLogos(MAX_KEEPS + 1);
    const answers = await Promise.all(logos.map((id, i) => keep(soloToken, id, true, instance(i))));
    const kept = answers.filter((a) => a.status === 200 && a.body.data?.kept).length;
    const limited = answers.filter((a) => a.status === 409).length;
    const held = await db.keepsOf(soloEmail);
    heldMost = Math.max(heldMost, held);
    if (kept === MAX_KEEPS && limited === 1 && held === MAX_KEEPS) exact++;
    soloDetails.push(`${kept} kept/${limited}×409/${held} held`);
    const mine = logos.filter((_, i) => answers[i]!.status === 200);
    await Promise.all(mine.map((id, i) => keep(soloToken, id, false, instance(i))));
  }
  check(
    `one member keeps ${MAX_KEEPS + 1} logos at once, ${rounds} rounds`,
    heldMost <= MAX_KEEPS && exact === rounds,
    `at most ${heldMost} held; exactly ${MAX_KEEPS} in ${exact} of ${rounds} rounds (${soloDetails.join('; ')})`,
  );
}
