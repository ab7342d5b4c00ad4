/**
 * Renders a QR payload (such as a VietQR transfer) as an SVG string, locally: no payload ever
 * leaves the server for an outside QR service. Error correction M survives a little glare or
 * a phone screen's moiré; the 4-module quiet zone is what scanners expect.
 */
export async function renderQrSvg(payload: string): Promise<string> {
  if (!payload) throw new Error('QR payload is empty');
  // Loaded on the first QR order, not at start (ADR 0055).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(payload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
