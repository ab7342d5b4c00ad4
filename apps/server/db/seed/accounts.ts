import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/platform/auth/password.ts';
import { type Db, rows } from '../../src/platform/db/db.ts';
import { buyerDetails, users } from '../schema/index.ts';

/** Demo accounts. Passwords are documented in the README; change them on a real shop. */
export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@logoya.test',
    password: 'admin1234',
    role: 'admin',
    name: 'Logoya 管理者',
    locale: 'ja',
  },
  designer: {
    email: 'designer@logoya.test',
    password: 'designer1234',
    role: 'designer',
    name: 'Mika Tanaka',
    locale: 'ja',
  },
  designer2: {
    email: 'designer2@logoya.test',
    password: 'designer1234',
    role: 'designer',
    name: 'Linh Nguyen',
    locale: 'vi',
  },
  member: {
    email: 'member@logoya.test',
    password: 'member1234',
    role: 'user',
    name: 'Hana Suzuki',
    locale: 'ja',
  },
  /** A staff account created by an admin and never used: its first login forces a new password. */
  newStaff: {
    email: 'firstlogin@logoya.test',
    password: 'firstlogin1234',
    role: 'admin',
    name: 'Aoi Sato',
    locale: 'ja',
    firstLogin: true,
  },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

const MEMBER_DETAILS = {
  firstName: 'Hana',
  lastName: 'Suzuki',
  companyName: 'Suzuki Flower Shop',
  addressLine1: '1-2-3 Jingumae, Shibuya-ku',
  addressLine2: 'Tokyo, Japan',
  postalCode: '150 0001',
  phone: '03 1234 5678',
};

/** Hashes the passwords of the given accounts (in parallel: scrypt runs on the thread pool). */
export function hashAccountPasswords(names: readonly DemoAccount[]): Promise<Map<DemoAccount, string>> {
  return Promise.all(
    names.map(async (name) => [name, await hashPassword(DEMO_ACCOUNTS[name].password)] as const),
  ).then((pairs) => new Map(pairs));
}

/**
 * Creates the accounts that do not exist yet (an existing e-mail is kept as it is) and returns the
 * id of each. The member also gets buyer details.
 */
export async function ensureAccounts(
  db: Db,
  hashes: Map<DemoAccount, string>,
): Promise<Map<DemoAccount, number>> {
  const names = [...hashes.keys()];
  const now = new Date();
  await db
    .insert(users)
    .values(
      names.map((name) => {
        const account = DEMO_ACCOUNTS[name];
        return {
          name: account.name,
          email: account.email,
          passwordHash: hashes.get(name)!,
          role: account.role,
          locale: account.locale,
          emailVerifiedAt: now,
          passwordChangedAt: now,
          firstLogin: 'firstLogin' in account ? account.firstLogin : false,
        };
      }),
    )
    .onConflictDoNothing();
  const emails = names.map((name) => DEMO_ACCOUNTS[name].email);
  const found = await rows<{ id: number; email: string }>(
    db,
    sql`select id, lower(email) as email from users where lower(email) in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const idByEmail = new Map(found.map((r) => [r.email, r.id]));
  const ids = new Map(names.map((name) => [name, idByEmail.get(DEMO_ACCOUNTS[name].email)!]));
  const memberId = ids.get('member');
  if (memberId !== undefined) {
    await db
      .insert(buyerDetails)
      .values({ userId: memberId, ...MEMBER_DETAILS })
      .onConflictDoNothing();
  }
  return ids;
}

/** The active designers, creating the two demo designers when there are none. */
export async function ensureDesigners(db: Db): Promise<{ id: number; name: string }[]> {
  const load = () =>
    rows<{ id: number; name: string }>(
      db,
      sql`select id, name from users where role = 'designer' and deleted_at is null order by id`,
    );
  const designers = await load();
  if (designers.length > 0) return designers;
  await ensureAccounts(db, await hashAccountPasswords(['designer', 'designer2']));
  return load();
}

/** A short designer prefix for management ids: "Mika Tanaka" gives "MT". */
export function designerPrefix(name: string): string {
  const letters = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.slice(0, 3) || 'D';
}
