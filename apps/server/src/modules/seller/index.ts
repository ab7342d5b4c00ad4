/** The seller module's public face (ADR 0059): the SELLER_* settings as the shop shows them. */
export { sellerRoutes } from './seller.routes.ts';
export { sellerDetails } from './seller.service.ts';
