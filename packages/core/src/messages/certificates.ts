/**
 * Messages of the exclusivity certificates and their public verification (issue 26, ADR 0108),
 * merged into the message catalog.
 */
export const certificatesEn = {
  certificate_not_found: 'There is no certificate with this number.',
  certificate_missing: 'This logo has no certificate yet.',
  verify_too_many: 'Too many certificate look-ups. Please wait a moment.',
};

export type CertificatesMessageKey = keyof typeof certificatesEn;

export const certificatesJa: Record<CertificatesMessageKey, string> = {
  certificate_not_found: 'この番号の証明書はありません。',
  certificate_missing: 'このロゴの証明書はまだありません。',
  verify_too_many: '証明書の確認回数が多すぎます。少しお待ちください。',
};

export const certificatesVi: Record<CertificatesMessageKey, string> = {
  certificate_not_found: 'Không có giấy chứng nhận nào mang số này.',
  certificate_missing: 'Logo này chưa có giấy chứng nhận.',
  verify_too_many: 'Bạn đã tra cứu giấy chứng nhận quá nhiều lần. Vui lòng chờ một lát.',
};
