import type { DashboardStats, Order } from '../../packages/core/src/index.ts';
import { api, type Member, paidOrder } from '../buying/helpers.ts';
import { STAFF } from './helpers.ts';

/** The dashboard's figures as the API gives them to a staff member (default: the last 30 days). */
export async function statsOf(token: string, query = ''): Promise<DashboardStats> {
  const { status, body } = await api<{ data: DashboardStats }>('GET', `/api/dashboard/stats${query}`, {
    token,
    lang: 'ja',
  });
  if (status !== 200) throw new Error(`dashboard/stats answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A staff member's id and bearer token, through the login call. */
export async function staffSession(account: { email: string; password: string }) {
  const { status, body } = await api<{ data: { access_token: string; user: { id: number } } }>(
    'POST',
    '/api/login',
    { body: { email: account.email, password: account.password } },
  );
  if (status !== 200) throw new Error(`login answered ${status}`);
  return { id: body.data.user.id, token: body.data.access_token };
}

/** The demo designer (designer or designer2) who made a logo, as an admin reads it. */
export async function designerOfLogo(adminToken: string, logoId: number) {
  const { body } = await api<{ data: { designer_id: number | null } }>('GET', `/api/logo/${logoId}/detail`, {
    token: adminToken,
  });
  for (const account of [STAFF.designer, STAFF.designer2]) {
    const session = await staffSession(account);
    if (session.id === body.data.designer_id) return { account, ...session };
  }
  throw new Error(`Logo ${logoId} belongs to no demo designer.`);
}

/** A paid card order in yen for one logo (with the manual option), through the API. */
export async function paidYenOrder(member: Member, logoId: number): Promise<Order> {
  return paidOrder(
    member,
    { logo_id: logoId, sub_name: 'ダッシュボード', main_name: 'テスト', logo_manual: true },
    'ja',
  );
}

/** Today in Tokyo (the dashboard's days), YYYY-MM-DD, and n days before it. */
export function tokyoDay(daysBefore = 0): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) - daysBefore)).toISOString().slice(0, 10);
}

/** A day as the dashboard's tables write it: 11月25日(水). */
export function japaneseDay(day: string): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  })
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/\s/g, '');
}

/** The figures of one day in an answer. */
export function dayOf(stats: DashboardStats, day: string) {
  const found = stats.days.find((d) => d.date === day);
  if (!found) throw new Error(`No ${day} in ${stats.from}..${stats.to}`);
  return found;
}
