import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import {
  type Caller,
  call,
  GUEST,
  logosOf,
  openStaffLogosApp,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';

/**
 * The Lettering tab's preview of an unsaved layout (issue 25, ADR 0099): drawn by the one renderer
 * for admins and the logo's designer, 404 for another designer, 403 members, 401 guests; the
 * layout's errors on `layout.…` paths, the names judged as the cart judges them; no other logo's
 * mark drawn through it; nothing stored.
 */
let t: TestApp;
let admin: Caller;
let designer: Caller;
let member: Caller;
let mine: number;
let theirs: number;

beforeAll(async () => {
  let designer2: Caller;
  ({ t, admin, designer, designer2, member } = await openStaffLogosApp(6));
  mine = (await logosOf(t, designer.id))[0]!;
  theirs = (await logosOf(t, designer2.id))[0]!;
});
afterAll(() => t.close());

const NAMES = { main_name: 'Golden Owl', sub_name: 'Bakery & Café' };
const preview = (who: Caller, id: number, body: object) =>
  call(t, who, 'POST', `/api/logo/${id}/lettering/preview`, body);
const versions = async (id: number) =>
  (await call(t, admin, 'GET', `/api/logo/${id}/lettering`)).json().data.version as number | null;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#0a7"/></svg>',
);

describe('POST /api/logo/{id}/lettering/preview', () => {
  it('draws the unsaved layout with the names as outlines, for the designer and the admin, storing nothing', async () => {
    const before = await versions(mine);
    for (const who of [designer, admin]) {
      const res = await preview(who, mine, { layout: WESTERN, ...NAMES });
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ has_layout: true, version: null, fits: true, errors: {}, image_url: '' });
      expect(data.width).toBe(WESTERN.canvas.width);
      expect(data.svg).toMatch(/^<svg /);
      expect(data.svg).toContain('<path');
      expect(data.svg).not.toContain('Golden');
      expect(data.slots.main).toMatchObject({ fits: true, reason: null });
    }
    expect(await versions(mine)).toBe(before);
  });

  it('follows the layout: another colour, another drawing', async () => {
    const red = {
      ...WESTERN,
      slots: { ...WESTERN.slots, main: { ...WESTERN.slots.main, color: '#cc0000' } },
    };
    const a = (await preview(designer, mine, { layout: WESTERN, ...NAMES })).json().data.svg;
    const b = (await preview(designer, mine, { layout: red, ...NAMES })).json().data.svg;
    expect(b).toContain('#cc0000');
    expect(a).not.toContain('#cc0000');
  });

  it('answers a name too long for its box as a fit, not a refusal', async () => {
    const tiny = {
      ...WESTERN,
      slots: { ...WESTERN.slots, main: { ...WESTERN.slots.main, size: { max: 90, min: 80 } } },
    };
    const res = await preview(designer, mine, {
      layout: tiny,
      main_name: 'Blue Harbor Coffee Roasters and Friends',
      sub_name: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fits: false,
      slots: { main: { fits: false, reason: 'too_long' } },
    });
    expect(res.json().data.errors.main_name).toEqual([
      'Main name is too long to fit in the logo. Please shorten it.',
    ]);
  });

  it('refuses a bad layout on its paths and names the cart refuses', async () => {
    const bad = {
      ...WESTERN,
      slots: { ...WESTERN.slots, main: { ...WESTERN.slots.main, box: { x: 0, y: 0, w: 99999, h: 10 } } },
    };
    const res = await preview(designer, mine, { layout: bad, ...NAMES });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('layout.slots.main.box.w');
    const long = await preview(designer, mine, {
      layout: WESTERN,
      main_name: 'a'.repeat(101),
      sub_name: 'b',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty(['main_name']);
    const empty = await preview(designer, mine, { layout: WESTERN, main_name: ' ', sub_name: 'b' });
    expect(empty.statusCode).toBe(422);
    expect((await preview(designer, mine, {})).statusCode).toBe(422);
  });

  it('draws a mark uploaded for this logo, and refuses another logo’s mark or a missing file', async () => {
    const body = multipartBody({}, { field: 'file', name: 'mark.svg', type: 'image/svg+xml', data: SVG });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/logo/${mine}/lettering/mark`,
      payload: body.payload,
      headers: { ...body.headers, ...designer.headers, locale: 'en' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const key: string = up.json().data.mark.key;
    const box = { x: 0, y: 0, w: 100, h: 100 };
    const withMark = { ...WESTERN, mark: { key, type: 'image/svg+xml', box } };
    const drawn = await preview(designer, mine, { layout: withMark, ...NAMES });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json().data.svg).toContain('data:image/svg+xml;base64,');

    for (const foreign of [
      key.replace(`lettering/${mine}/`, `lettering/${theirs}/`),
      `lettering/${mine}/0000.svg`,
    ]) {
      const res = await preview(designer, mine, {
        layout: { ...withMark, mark: { ...withMark.mark, key: foreign } },
        ...NAMES,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['layout.mark.key']);
    }
  });

  it('lets another designer not reach the logo (404), members 403, guests 401', async () => {
    const body = { layout: WESTERN, ...NAMES };
    expect((await preview(designer, theirs, body)).statusCode).toBe(404);
    expect((await preview(designer, 999999, body)).statusCode).toBe(404);
    expect((await preview(member, mine, body)).statusCode).toBe(403);
    expect((await preview(GUEST, mine, body)).statusCode).toBe(401);
    expect((await preview(admin, theirs, body)).statusCode).toBe(200);
  });
});
