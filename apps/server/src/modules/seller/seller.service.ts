import type { SellerDetails } from '@logoya/core';
import { type Config, demoSellerSettings, type SellerSetting } from '../../config.ts';

/** The seller's details as the shop shows them: the SELLER_* settings, and whether any is a demo value. */
export function sellerDetails(config: Pick<Config, SellerSetting>): SellerDetails {
  return {
    name: config.SELLER_NAME,
    representative: config.SELLER_REPRESENTATIVE,
    address: config.SELLER_ADDRESS,
    phone: config.SELLER_PHONE,
    email: config.SELLER_EMAIL,
    hotline_vn: config.SELLER_HOTLINE_VN,
    demo: demoSellerSettings(config).length > 0,
  };
}
