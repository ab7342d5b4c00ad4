/**
 * The seller the end-to-end server is configured with (SELLER_*, ADR 0059), so the pages can be
 * checked to show configured values rather than the demo shop's.
 */
export const E2E_SELLER = {
  SELLER_NAME: '株式会社サンプル商店',
  SELLER_REPRESENTATIVE: '山田 花子',
  SELLER_ADDRESS: '〒150-0002 東京都渋谷区渋谷2-1-1',
  SELLER_PHONE: '03-5555-0123',
  SELLER_EMAIL: 'help@sample-shop.example',
  SELLER_HOTLINE_VN: '028 3822 1234',
} as const;
