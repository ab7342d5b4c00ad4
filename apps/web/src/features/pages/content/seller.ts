/**
 * The operator's details, shown on the legal notice (特定商取引法に基づく表記), the privacy policy,
 * the terms and the order page. This is the ONE place to change them.
 *
 * The specification names the shop (Logoya) but not the legal entity behind it. Before the shop
 * opens, the operator must fill in the real company name, representative, address and telephone
 * numbers. A null value is shown as "disclosed without delay on request"
 * (請求があった場合は遅滞なく開示します), which the Act on Specified Commercial Transactions allows
 * when the seller really does disclose it on request.
 */
export const SELLER = {
  shopName: 'Logoya',
  company: { ja: '株式会社ロゴヤ', en: 'Logoya Co., Ltd.', vi: 'Logoya Co., Ltd.' },
  /** Person responsible for operations (運営統括責任者). */
  representative: null as string | null,
  /** Registered address. */
  address: null as string | null,
  /** Telephone for the legal notice. */
  phone: null as string | null,
  /** Answers questions about orders, data and personal information. */
  supportEmail: 'support@logoya.test',
  /**
   * Hotline for custom design on the Vietnamese order page (SPEC §9 asks for a number on that page).
   * The operator must replace it with the real hotline.
   */
  customDesignPhone: '028 0000 0000',
} as const;

/** Plain digits for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Shown for a detail the operator discloses on request rather than publishing it. */
export const ON_REQUEST = {
  ja: '請求があった場合は遅滞なく開示します。',
  en: 'Disclosed without delay on request.',
  vi: 'Sẽ được cung cấp ngay khi có yêu cầu.',
} as const;
