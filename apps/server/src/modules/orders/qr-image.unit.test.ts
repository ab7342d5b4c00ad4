import { buildVietQrPayload } from '@logoya/core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderQrSvg } from './qr-image.ts';

describe('renderQrSvg', () => {
  const payload = buildVietQrPayload({
    bankBin: '970436',
    accountNo: '0011001234567',
    amount: 968000,
    note: 'LOGOYA 00034',
  });

  it('renders a standalone, square SVG with a quiet zone', async () => {
    const svg = await renderQrSvg(payload);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    // The symbol's module count plus 4 modules of margin on each side.
    const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size;
    expect(Number(w)).toBe(modules + 8);
    expect(Number(h)).toBe(Number(w));
    expect(svg).toMatch(/<path[^>]+stroke="#000000"[^>]+d="M\d/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('is deterministic and differs between payloads', async () => {
    expect(await renderQrSvg(payload)).toBe(await renderQrSvg(payload));
    expect(await renderQrSvg(`${payload}X`)).not.toBe(await renderQrSvg(payload));
  });

  it('refuses an empty payload', async () => {
    await expect(renderQrSvg('')).rejects.toThrow(/empty/);
  });
});
