import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordsCheaplyForTests, PASSWORD_PARAMS, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes at the shop cost, and the test cost changes new hashes only', async () => {
    expect(PASSWORD_PARAMS).toMatchObject({ N: 32768, r: 8, p: 1 });
    const real = await hashPassword('ぱすわーど-1');
    expect(real).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('ぱすわーど-1', real)).toBe(true);
    expect(await verifyPassword('ぱすわーど-2', real)).toBe(false);

    hashPasswordsCheaplyForTests();
    const cheap = await hashPassword('ぱすわーど-1');
    expect(cheap).toMatch(/^scrypt\$512\$8\$1\$/);
    expect(await verifyPassword('ぱすわーど-1', cheap)).toBe(true);
    // A hash keeps its own cost: one made at the shop cost still verifies.
    expect(await verifyPassword('ぱすわーど-1', real)).toBe(true);
    expect(await verifyPassword('ぱすわーど-2', cheap)).toBe(false);
  }, 30_000);

  it('refuses the test cost outside a test run', () => {
    const saved = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => hashPasswordsCheaplyForTests()).toThrow('only for test runs');
    } finally {
      process.env.VITEST = saved;
    }
  });
});
