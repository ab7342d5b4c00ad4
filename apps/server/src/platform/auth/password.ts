import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
// N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per hash on this class of machine.
export const PASSWORD_PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
// The test suites' cost (ADR 0095): the same code path, 64 times less work per hash.
const TEST_PARAMS = { ...PASSWORD_PARAMS, N: 512 } as const;
let PARAMS: { N: number; r: number; p: number; maxmem: number } = PASSWORD_PARAMS;

/**
 * New hashes use a small scrypt cost from now on. Only the test suites call this (the API tests'
 * setup file and the e2e server): thousands of sign-ins at the real cost were minutes of CPU.
 * Hashes carry their parameters, so verifying is unchanged, whatever cost a hash was made with.
 * Outside a vitest run it refuses, so no setting can weaken a shop's passwords.
 */
export function hashPasswordsCheaplyForTests(): void {
  if (!process.env.VITEST) throw new Error('The test password cost is only for test runs.');
  PARAMS = TEST_PARAMS;
}

function derive(password: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt. The result carries its parameters: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
