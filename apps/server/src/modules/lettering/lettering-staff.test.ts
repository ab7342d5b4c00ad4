import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  logosOf,
  openStaffLogosApp,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Stored lettering layouts and the staff calls (issue 25, ADR 0098): every save a new version,
 * never a changed one, a change-log entry each; admins any logo, a designer their own, another
 * designer 404 with nothing written; members 403 and guests 401; the mark upload's checks.
 */
let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let member: Caller;
let mine: number;
let theirs: number;

/** A new logo of `who` (unpublished, no lettering yet). */
async function newLogo(who: Caller, suffix: string): Promise<number> {
  const res = await call(t, who, 'POST', '/api/logo/create', { data: validBasics(suffix) });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.logo_id as number;
}

beforeAll(async () => {
  ({ t, admin, designer, designer2, member } = await openStaffLogosApp(6));
  mine = await newLogo(designer, ' L1');
  theirs = await newLogo(designer2, ' L2');
});
afterAll(() => t.close());

const versionsOf = (id: number) =>
  rows<{ version: number; mark_key: string | null; created_by: number | null }>(
    t.database.db,
    sql`select version, mark_key, created_by from logo_lettering where logo_id = ${id} order by version`,
  );

const uploadMark = (who: Caller, id: number, data: Buffer, type = 'image/svg+xml') => {
  const body = multipartBody({}, { field: 'file', name: 'mark', type, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/logo/${id}/lettering/mark`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers, locale: 'en' },
  });
};

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><circle cx="50" cy="50" r="40" fill="url(#g)"/></svg>',
);

describe('lettering storage and staff calls', () => {
  it('answers no layout at first, then each save as the next version with its change-log entry', async () => {
    const first = await call(t, designer, 'GET', `/api/logo/${mine}/lettering`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ logo_id: mine, version: null, layout: null, mark_url: null });

    const v1 = await call(t, designer, 'PUT', `/api/logo/${mine}/lettering`, WESTERN);
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().data).toMatchObject({ version: 1, layout: WESTERN, created_by: designer.id });
    const changed = { ...WESTERN, background: '#ffffff' };
    const v2 = await call(t, admin, 'PUT', `/api/logo/${mine}/lettering`, changed);
    expect(v2.json().data).toMatchObject({ version: 2, layout: changed, created_by: admin.id });

    const got = await call(t, designer, 'GET', `/api/logo/${mine}/lettering`);
    expect(got.json().data).toMatchObject({ version: 2, layout: changed });
    expect((await versionsOf(mine)).map((v) => v.version)).toEqual([1, 2]);
    const logs = (await changeLogsOf(t, mine)).filter((l) => l.field === 'lettering');
    expect(logs).toEqual([
      { user_id: designer.id, field: 'lettering', old_value: null, new_value: '1' },
      { user_id: admin.id, field: 'lettering', old_value: '1', new_value: '2' },
    ]);
  });

  it('never changes a stored version (the database refuses)', async () => {
    await expect(
      t.database.db.execute(sql`update logo_lettering set layout = '{}'::jsonb where logo_id = ${mine}`),
    ).rejects.toThrow();
    expect((await versionsOf(mine)).length).toBe(2);
  });

  it('keeps every version when saves race (no version number twice)', async () => {
    const before = (await versionsOf(mine)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, admin, 'PUT', `/api/logo/${mine}/lettering`, WESTERN)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const versions = (await versionsOf(mine)).map((v) => v.version);
    expect(versions).toEqual(Array.from({ length: before + 6 }, (_, i) => i + 1));
  });

  it('refuses a bad layout with the field errors and writes nothing', async () => {
    const before = (await versionsOf(mine)).length;
    const bad = { ...WESTERN, slots: { ...WESTERN.slots, main: { ...WESTERN.slots.main, color: 'red' } } };
    const res = await call(t, designer, 'PUT', `/api/logo/${mine}/lettering`, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['slots.main.color']).toBeDefined();
    const foreignMark = {
      ...WESTERN,
      mark: { key: `lettering/${theirs}/abc.svg`, type: 'image/svg+xml', box: WESTERN.slots.main.box },
    };
    const stolen = await call(t, designer, 'PUT', `/api/logo/${mine}/lettering`, foreignMark);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toHaveProperty(['mark.key']);
    expect((await versionsOf(mine)).length).toBe(before);
  });

  it('lets another designer neither read nor write (404 like a missing id), members 403, guests 401', async () => {
    const before = await versionsOf(theirs);
    for (const [who, status] of [
      [designer, 404],
      [member, 403],
      [GUEST, 401],
    ] as const) {
      expect((await call(t, who, 'GET', `/api/logo/${theirs}/lettering`)).statusCode).toBe(status);
      expect((await call(t, who, 'PUT', `/api/logo/${theirs}/lettering`, WESTERN)).statusCode).toBe(status);
      expect((await uploadMark(who, theirs, SVG)).statusCode).toBe(status);
    }
    expect(await call(t, designer, 'GET', '/api/logo/999999/lettering').then((r) => r.statusCode)).toBe(404);
    expect(await versionsOf(theirs)).toEqual(before);
    // Their own designer and the admin do reach it.
    expect((await call(t, designer2, 'PUT', `/api/logo/${theirs}/lettering`, WESTERN)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/api/logo/${theirs}/lettering`)).json().data.version).toBe(1);
  });

  it('gives every demo logo its layout and mark from the seed (version 1, by its designer)', async () => {
    const demo = (await logosOf(t, designer.id))[0]!;
    const res = await call(t, designer, 'GET', `/api/logo/${demo}/lettering`);
    expect(res.json().data).toMatchObject({ version: 1, created_by: designer.id });
    expect(res.json().data.layout.mark.key).toMatch(/^lettering\/demo\//);
    expect(res.json().data.mark_url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // The editor may save a new version that keeps the demo mark.
    const saved = await call(t, designer, 'PUT', `/api/logo/${demo}/lettering`, res.json().data.layout);
    expect(saved.json().data.version).toBe(2);
  });

  it('stores a plain SVG mark and gives the layout a new version with it', async () => {
    const before = (await versionsOf(mine)).at(-1)!.version;
    const res = await uploadMark(designer, mine, SVG);
    expect(res.statusCode, res.body).toBe(200);
    const { mark, lettering } = res.json().data;
    expect(mark.key).toMatch(new RegExp(`^lettering/${mine}/[0-9a-f]{16}\\.svg$`));
    expect(mark.url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(lettering.version).toBe(before + 1);
    expect(lettering.layout.mark).toMatchObject({ key: mark.key, type: 'image/svg+xml' });
    expect(lettering.mark_url).toBe(mark.url);
    expect(await t.app.storage.exists(mark.key)).toBe(true);
    // The editor may save a layout naming it.
    const saved = await call(t, designer, 'PUT', `/api/logo/${mine}/lettering`, {
      ...WESTERN,
      mark: { key: mark.key, type: 'image/svg+xml', box: { x: 100, y: 20, w: 200, h: 200 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses SVG marks with scripts, events, HTML, entities or outside references, and opaque PNGs', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.test/a.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.test/x)" width="9" height="9"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg"><text>&a;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
    ];
    const before = (await versionsOf(mine)).length;
    for (const text of hostile) {
      const res = await uploadMark(designer, mine, Buffer.from(text));
      expect(res.statusCode, text).toBe(422);
      expect(res.json().errors.file).toBeDefined();
    }
    const opaque = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await uploadMark(designer, mine, opaque, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/transparen/);
    const big = Buffer.concat([SVG, Buffer.alloc(600 * 1024, 32)]);
    expect((await uploadMark(designer, mine, big)).statusCode).toBe(413);
    expect((await versionsOf(mine)).length).toBe(before);
  });

  it('stores a PNG mark with transparency, re-encoded', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#12345680' } })
      .png()
      .toBuffer();
    const res = await uploadMark(admin, mine, png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mark).toMatchObject({ type: 'image/png', width: 40, height: 20 });
  });
});
