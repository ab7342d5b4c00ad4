import { z } from 'zod';

/**
 * The seller's details as the embedded demo has them: plainly a demo shop. The legal notice
 * (特定商取引法に基づく表記), the contact details and the Vietnamese hotline show the configured
 * values (GET /api/seller); production warns about each one left at these (ADR 0059).
 */
export const SELLER_DEMO = {
  SELLER_NAME: 'Logoya (demo shop)',
  SELLER_REPRESENTATIVE: 'Demo shop: no real person is responsible',
  SELLER_ADDRESS: 'Demo shop: not a real business address',
  SELLER_PHONE: '00-0000-0000',
  SELLER_EMAIL: 'support@logoya.test',
  SELLER_HOTLINE_VN: '028 0000 0000',
} as const;
export type SellerSetting = keyof typeof SELLER_DEMO;

const sellerText = (key: SellerSetting, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .default(SELLER_DEMO[key]);
const sellerPhone = (key: SellerSetting) =>
  z
    .string()
    .trim()
    .regex(
      /^\+?[0-9][0-9 ()-]{4,29}$/,
      'must be a telephone number: digits, spaces, hyphens, brackets, a leading +',
    )
    .default(SELLER_DEMO[key]);

/** The SELLER_* settings of the configuration schema (config.ts). */
export const sellerSettings = {
  SELLER_NAME: sellerText('SELLER_NAME', 200),
  SELLER_REPRESENTATIVE: sellerText('SELLER_REPRESENTATIVE', 200),
  SELLER_ADDRESS: sellerText('SELLER_ADDRESS', 500),
  SELLER_PHONE: sellerPhone('SELLER_PHONE'),
  SELLER_EMAIL: z
    .string()
    .trim()
    .email('must be an e-mail address such as support@example.com')
    .default(SELLER_DEMO.SELLER_EMAIL),
  SELLER_HOTLINE_VN: sellerPhone('SELLER_HOTLINE_VN'),
};

/** The SELLER_* settings still at the demo shop's values. */
export function demoSellerSettings(config: Record<SellerSetting, string>): SellerSetting[] {
  return (Object.keys(SELLER_DEMO) as SellerSetting[]).filter((key) => config[key] === SELLER_DEMO[key]);
}
