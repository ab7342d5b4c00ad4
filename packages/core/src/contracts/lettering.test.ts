import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages/catalog.ts';
import { LETTERING_FONTS, LETTERING_LAST_RESORT, letteringFallback } from '../rules/lettering-fonts.ts';
import { letteringFitErrors, letteringText } from '../rules/lettering-text.ts';
import { type LetteringLayout, letteringLayout, letteringNames } from './lettering.ts';

const slot = (y: number) => ({
  font: 'noto-sans-jp-bold',
  size: { max: 48, min: 16 },
  color: '#123abc',
  box: { x: 20, y, w: 360, h: 60 },
  align: 'center',
  letter_spacing: 0.05,
  case: 'as_typed',
  direction: 'horizontal',
});

const valid = () => ({
  version: 1,
  canvas: { width: 400, height: 400 },
  background: '#ffffff',
  mark: { key: 'lettering/12/3f9a.svg', type: 'image/svg+xml', box: { x: 100, y: 20, w: 200, h: 200 } },
  slots: { main: slot(260), sub: slot(330) },
});

type Patch = (l: ReturnType<typeof valid>) => unknown;

/** The issues of a layout changed by `patch`, as `path: message`. */
function issues(patch: Patch): string[] {
  const layout = valid();
  const changed = patch(layout) ?? layout;
  const result = letteringLayout.safeParse(changed);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the lettering layout contract', () => {
  it('takes a whole layout, a transparent one without its mark, and vertical upper-case slots', () => {
    expect(issues(() => undefined)).toEqual([]);
    const parsed: LetteringLayout = letteringLayout.parse({
      ...valid(),
      background: null,
      mark: null,
      slots: { main: { ...slot(20), direction: 'vertical', case: 'upper', align: 'start' }, sub: slot(330) },
    });
    expect(parsed.slots.main.direction).toBe('vertical');
  });

  it.each<[string, Patch, string]>([
    ['an unknown version', (l) => ({ ...l, version: 2 }), 'version: msg:lettering_version'],
    [
      'a canvas too small',
      (l) => ({ ...l, canvas: { width: 10, height: 400 } }),
      'canvas.width: msg:lettering_whole_number?min=64&max=4000',
    ],
    [
      'a canvas too large',
      (l) => ({ ...l, canvas: { width: 400, height: 4001 } }),
      'canvas.height: msg:lettering_whole_number?min=64&max=4000',
    ],
    [
      'a fractional canvas',
      (l) => ({ ...l, canvas: { width: 400.5, height: 400 } }),
      'canvas.width: msg:lettering_whole_number?min=64&max=4000',
    ],
    ['a named background colour', (l) => ({ ...l, background: 'red' }), 'background: msg:lettering_colour'],
    [
      'a colour with markup',
      (l) => {
        l.slots.main.color = '#fff"/><script>';
      },
      'slots.main.color: msg:lettering_colour',
    ],
    [
      'an unknown font',
      (l) => {
        l.slots.main.font = 'Comic Sans';
      },
      'slots.main.font: msg:lettering_font',
    ],
    [
      'a size past the bound',
      (l) => {
        l.slots.sub.size.max = 1001;
      },
      'slots.sub.size.max: msg:lettering_number?min=4&max=1000',
    ],
    [
      'a size below the bound',
      (l) => {
        l.slots.sub.size.min = 1;
      },
      'slots.sub.size.min: msg:lettering_number?min=4&max=1000',
    ],
    [
      'a size that is no number',
      (l) => {
        (l.slots.sub.size as { max: unknown }).max = '48';
      },
      'slots.sub.size.max: msg:lettering_number?min=4&max=1000',
    ],
    [
      'sizes the wrong way round',
      (l) => {
        l.slots.main.size = { max: 20, min: 30 };
      },
      'slots.main.size.min: msg:lettering_size_order',
    ],
    [
      'a negative box',
      (l) => {
        l.slots.main.box.x = -1;
      },
      'slots.main.box.x: msg:lettering_whole_number?min=0&max=4000',
    ],
    [
      'a box too thin',
      (l) => {
        l.slots.main.box.h = 2;
      },
      'slots.main.box.h: msg:lettering_whole_number?min=4&max=4000',
    ],
    [
      'a box past the right edge',
      (l) => {
        l.slots.main.box.w = 381;
      },
      'slots.main.box.w: msg:lettering_box_outside',
    ],
    [
      'a box past the bottom',
      (l) => {
        l.slots.sub.box.y = 341;
      },
      'slots.sub.box.h: msg:lettering_box_outside',
    ],
    [
      'a mark past the edge',
      (l) => {
        l.mark.box.x = 201;
      },
      'mark.box.w: msg:lettering_box_outside',
    ],
    [
      'an unknown alignment',
      (l) => {
        l.slots.main.align = 'left';
      },
      'slots.main.align: msg:lettering_choice',
    ],
    [
      'an unknown case',
      (l) => {
        l.slots.main.case = 'lower';
      },
      'slots.main.case: msg:lettering_choice',
    ],
    [
      'an unknown direction',
      (l) => {
        l.slots.main.direction = 'diagonal';
      },
      'slots.main.direction: msg:lettering_choice',
    ],
    [
      'letter spacing too wide',
      (l) => {
        l.slots.main.letter_spacing = 1.5;
      },
      'slots.main.letter_spacing: msg:lettering_number?min=-0.2&max=1',
    ],
    [
      'letter spacing too tight',
      (l) => {
        l.slots.main.letter_spacing = -0.5;
      },
      'slots.main.letter_spacing: msg:lettering_number?min=-0.2&max=1',
    ],
    [
      'an infinite spacing',
      (l) => {
        l.slots.main.letter_spacing = Number.POSITIVE_INFINITY;
      },
      'slots.main.letter_spacing: msg:lettering_number?min=-0.2&max=1',
    ],
    [
      'a mark key climbing out',
      (l) => {
        l.mark.key = 'lettering/../../etc/passwd';
      },
      'mark.key: msg:lettering_mark_key',
    ],
    [
      'a mark given as a URL',
      (l) => {
        l.mark.key = 'https://example.com/x.svg';
      },
      'mark.key: msg:lettering_mark_key',
    ],
    [
      'a mark key too long',
      (l) => {
        l.mark.key = `a${'b'.repeat(200)}`;
      },
      'mark.key: msg:lettering_mark_key',
    ],
    [
      'a mark of another type',
      (l) => {
        l.mark.type = 'text/html';
      },
      'mark.type: msg:lettering_choice',
    ],
  ])('refuses %s with the field error', (_, patch, expected) => {
    expect(issues(patch)).toEqual([expected]);
  });

  it('refuses a missing slot', () => {
    expect(issues((l) => ({ ...l, slots: { main: l.slots.main } }))[0]).toMatch(/^slots\.sub: /);
  });
});

describe('the names set into a layout', () => {
  it('are judged by the cart rules: required, trimmed, at most 100 characters, no NUL', () => {
    expect(letteringNames.parse({ main_name: ' 花屋 ', sub_name: 'Hoa' })).toEqual({
      main_name: '花屋',
      sub_name: 'Hoa',
    });
    const refused = letteringNames.safeParse({ main_name: 'x'.repeat(10_000), sub_name: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'msg:max_length?field=main_name&max=100',
      'msg:sub_name_required',
    ]);
  });

  it('draw without controls, bidi overrides, zero-width characters or variation selectors', () => {
    expect(letteringText('\u202Eevil\u200B \u200D name\uFE0F\n\tx')).toBe('evil name x');
    expect(letteringText('ấn tượng', 'upper')).toBe('ẤN TƯỢNG');
    expect(letteringText('\u200B\u200C')).toBe('');
  });
});

describe('the lettering fonts', () => {
  it('offer at least 8 fonts in every style, each with the last resort in its fallbacks', () => {
    expect(LETTERING_FONTS.length).toBeGreaterThanOrEqual(8);
    const styles = new Set(LETTERING_FONTS.map((f) => f.style));
    for (const style of ['sans', 'serif', 'rounded', 'geometric', 'handwriting', 'brush', 'mincho', 'gothic'])
      expect(styles).toContain(style);
    for (const font of LETTERING_FONTS) expect(letteringFallback(font.id)).toContain(LETTERING_LAST_RESORT);
    expect(letteringFallback('playfair-display-bold')).toEqual([
      'playfair-display-bold',
      'hina-mincho',
      'noto-sans-jp-bold',
    ]);
  });
});

describe('the fit errors of names', () => {
  it("name the field of each name that does not fit, in the catalogue's words", () => {
    expect(letteringFitErrors({ main: { reason: null }, sub: { reason: null } })).toEqual({});
    const errors = letteringFitErrors({
      main: { reason: 'too_long' },
      sub: { reason: 'unsupported_characters' },
    });
    expect(errors).toEqual({
      main_name: ['msg:lettering_too_long?field=main_name'],
      sub_name: ['msg:lettering_unsupported_characters?field=sub_name'],
    });
    expect(translateMessage(errors.main_name![0]!, 'en')).toBe(
      'Main name is too long to fit in the logo. Please shorten it.',
    );
    expect(translateMessage(errors.main_name![0]!, 'ja')).toBe(
      'メインネームが長すぎてロゴに収まりません。短くしてください。',
    );
    expect(translateMessage(errors.sub_name![0]!, 'vi')).toMatch(/^Tên phụ có ký tự/);
  });
});
