import { describe, expect, it } from 'vitest';
import {
  CROCKFORD,
  certificateNumberFrom,
  maskHolderName,
  newCertificateNumber,
  parseCertificateNumber,
} from './certificate-number.ts';

const bytes = (...values: number[]) => Uint8Array.from({ length: 19 }, (_, i) => values[i % values.length]!);

describe('certificate numbers', () => {
  it('are five groups of four Crockford characters and read back as themselves', () => {
    const n = newCertificateNumber();
    expect(n).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    expect(parseCertificateNumber(n)).toBe(n);
    expect(parseCertificateNumber(n.toLowerCase().replaceAll('-', ' '))).toBe(n);
  });

  it('are random: a thousand are all different', () => {
    expect(new Set(Array.from({ length: 1000 }, newCertificateNumber)).size).toBe(1000);
  });

  it('read I, L as 1 and O as 0', () => {
    const n = certificateNumberFrom(bytes(1, 0, 7));
    expect(parseCertificateNumber(n.replaceAll('1', 'l').replaceAll('0', 'O'))).toBe(n);
  });

  it('catch every single wrong character', () => {
    for (let trial = 0; trial < 30; trial++) {
      const n = newCertificateNumber();
      const chars = n.replaceAll('-', '');
      for (let i = 0; i < chars.length; i++) {
        for (const c of CROCKFORD) {
          if (c === chars[i]) continue;
          const wrong = chars.slice(0, i) + c + chars.slice(i + 1);
          expect(parseCertificateNumber(wrong), `${n} at ${i} → ${c}`).toBeNull();
        }
      }
    }
  });

  it('catch every swap of two different neighbours', () => {
    for (let trial = 0; trial < 200; trial++) {
      const chars = newCertificateNumber().replaceAll('-', '');
      for (let i = 0; i + 1 < chars.length; i++) {
        if (chars[i] === chars[i + 1]) continue;
        const swapped = chars.slice(0, i) + chars[i + 1] + chars[i] + chars.slice(i + 2);
        expect(parseCertificateNumber(swapped), `${chars} swap ${i}`).toBeNull();
      }
    }
  });

  it('refuse the wrong length, foreign characters and over-long input', () => {
    const n = newCertificateNumber();
    expect(parseCertificateNumber(n.slice(0, -1))).toBeNull();
    expect(parseCertificateNumber(`${n}0`)).toBeNull();
    expect(parseCertificateNumber(n.replace(/.$/, 'U'))).toBeNull();
    expect(parseCertificateNumber(`${n}${' '.repeat(30)}`)).toBeNull();
    expect(parseCertificateNumber('')).toBeNull();
  });
});

describe('maskHolderName', () => {
  it('keeps the first character of each word and hides the rest behind three stars', () => {
    expect(maskHolderName('Kumo Coffee')).toBe('K*** C***');
    expect(maskHolderName('  An   ')).toBe('A***');
    expect(maskHolderName('田中太郎')).toBe('田***');
    expect(maskHolderName('Công ty Ánh Dương')).toBe('C*** t*** Á*** D***');
    expect(maskHolderName('')).toBe('');
  });
});
