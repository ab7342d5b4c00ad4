import { describe, expect, it } from 'vitest';
import { buildVietQrPayload, crc16CcittFalse, VIETQR_NOTE_MAX, vietQrNote } from './vietqr.ts';

/** A bit-by-bit CRC-16/CCITT-FALSE, written independently of the table-driven one under test. */
function referenceCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'latin1')) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = (crc << 1) & 0xffff;
      if (top) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits an EMVCo TLV string into its fields, checking that the lengths add up exactly. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    expect(id).toMatch(/^\d{2}$/);
    expect(Number.isInteger(length)).toBe(true);
    const value = text.slice(i + 4, i + 4 + length);
    expect(value).toHaveLength(length);
    expect(fields.has(id)).toBe(false);
    fields.set(id, value);
    i += 4 + length;
  }
  expect(i).toBe(text.length);
  return fields;
}

describe('crc16CcittFalse', () => {
  it('gives the standard check value and agrees with a bitwise reference', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    for (const text of ['', 'A', '000201010212', 'The quick brown fox 0123456789']) {
      expect(crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0')).toBe(referenceCrc(text));
    }
  });
});

describe('vietQrNote', () => {
  it('strips Vietnamese diacritics and symbols and keeps ASCII letters, digits and spaces', () => {
    expect(vietQrNote('Logoya đơn hàng #00034')).toBe('Logoya don hang 00034');
    expect(vietQrNote('  ĐẶT   HÀNG: Ứng-dụng  ')).toBe('DAT HANG Ung dung');
    expect(vietQrNote('注文 ABC')).toBe('ABC');
  });

  it(`cuts the note to ${VIETQR_NOTE_MAX} characters without a trailing space`, () => {
    const note = vietQrNote('LOGOYA 00034 thanh toan cho logo cua chung toi');
    expect(note.length).toBeLessThanOrEqual(VIETQR_NOTE_MAX);
    expect(note).toBe('LOGOYA 00034 thanh toan c');
    expect(vietQrNote('ABCDEFGHIJKLMNOPQRSTUVWX YZ')).toBe('ABCDEFGHIJKLMNOPQRSTUVWX');
  });
});

describe('buildVietQrPayload', () => {
  const input = { bankBin: '970436', accountNo: '0011001234567', amount: 968000, note: 'Logoya đơn 00034' };

  it('builds the worked example exactly, with an independently computed CRC', () => {
    const body =
      '000201' +
      '010212' +
      '3857' +
      '0010A000000727' +
      '0127' +
      '0006970436' +
      '01130011001234567' +
      '0208QRIBFTTA' +
      '5303704' +
      '5406968000' +
      '5802VN' +
      '6220' +
      '0816Logoya don 00034' +
      '6304';
    expect(buildVietQrPayload(input)).toBe(body + referenceCrc(body));
  });

  it('parses back into the EMVCo structure VietQR expects', () => {
    const payload = buildVietQrPayload({ ...input, amount: 1_936_000, note: 'LOGOYA 00123' });
    const top = parseTlv(payload);
    expect([...top.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(top.get('00')).toBe('01');
    expect(top.get('01')).toBe('12');
    expect(top.get('53')).toBe('704');
    expect(top.get('54')).toBe('1936000');
    expect(top.get('58')).toBe('VN');
    const merchant = parseTlv(top.get('38')!);
    expect(merchant.get('00')).toBe('A000000727');
    expect(merchant.get('02')).toBe('QRIBFTTA');
    const beneficiary = parseTlv(merchant.get('01')!);
    expect(beneficiary.get('00')).toBe('970436');
    expect(beneficiary.get('01')).toBe('0011001234567');
    expect(parseTlv(top.get('62')!).get('08')).toBe('LOGOYA 00123');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(top.get('63')).toBe(referenceCrc(payload.slice(0, -4)));
    expect(payload).toMatch(/^[\x20-\x7e]+$/);
  });

  it('leaves out tag 62 when the note has nothing left after cleaning', () => {
    expect([...parseTlv(buildVietQrPayload({ ...input, note: '注文' })).keys()]).not.toContain('62');
  });

  it('refuses bad bank BINs, account numbers and amounts', () => {
    expect(() => buildVietQrPayload({ ...input, bankBin: '97043' })).toThrow(/BIN/);
    expect(() => buildVietQrPayload({ ...input, accountNo: '0011-0012' })).toThrow(/account/);
    expect(() => buildVietQrPayload({ ...input, accountNo: '1'.repeat(20) })).toThrow(/account/);
    for (const amount of [0, -5, 1.5, Number.NaN, 10 ** 13]) {
      expect(() => buildVietQrPayload({ ...input, amount })).toThrow(/amount/);
    }
  });
});
