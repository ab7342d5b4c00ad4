import { z } from 'zod';

/**
 * GET /api/seller: who sells in this shop, from the server's SELLER_* settings (ADR 0059). The
 * legal notice (特定商取引法に基づく表記), the contact details of the information pages and the
 * Vietnamese hotline show it.
 */
export const sellerDetails = z
  .object({
    name: z.string().meta({ description: 'The seller (販売業者), as registered. SELLER_NAME.' }),
    representative: z.string().meta({
      description: 'The person responsible for operations (運営統括責任者). SELLER_REPRESENTATIVE.',
    }),
    address: z.string().meta({ description: 'The business address (所在地). SELLER_ADDRESS.' }),
    phone: z.string().meta({ description: 'The telephone of the legal notice. SELLER_PHONE.' }),
    email: z
      .string()
      .meta({ description: 'Where customers write: orders, data, personal information. SELLER_EMAIL.' }),
    hotline_vn: z
      .string()
      .meta({ description: 'The custom-design hotline on the Vietnamese order page. SELLER_HOTLINE_VN.' }),
    demo: z.boolean().meta({
      description:
        'True while any of these is still the embedded demo shop value: the pages then say it is a demo.',
    }),
  })
  .meta({ id: 'SellerDetails' });
export type SellerDetails = z.infer<typeof sellerDetails>;

export const sellerResponse = z.object({ data: sellerDetails });
