/**
 * The sale module's public face (ADR 0019, 0083): whether a logo may be bought, its lock in the
 * one order every sale takes, its hold while a payment runs, and the final sale. Other modules
 * import only this file. Keeps are the favourites module's (`keepersOf`, `releaseKeepsOn`).
 */
export {
  availabilityFor,
  holdForCheckout,
  lockForChange,
  lockForSale,
  markSold,
  releaseCheckoutHolds,
  type SaleAvailability,
  type SaleLogo,
  saleLogos,
} from './sale.service.ts';
