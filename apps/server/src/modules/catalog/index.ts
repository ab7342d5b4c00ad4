/**
 * The catalogue module's public face (ADR 0021): other modules import only this file, never the
 * repositories, the card mapper or the routes behind it.
 */
export { DEFAULT_IMAGE_URL, fileUrl } from './card-mapper.ts';
export {
  allLogosJson,
  countPublicLogos,
  favoriteCards,
  getLogoDetail,
  getPriceSettings,
  getSearchOptions,
  listAllLogos,
  listDesigners,
  logoDetailJson,
  searchLogos,
  searchLogosJson,
} from './catalog.service.ts';
export { listLogoImages } from './logo-extras.service.ts';
export { recommendFor, similarToFavorites } from './recommend.service.ts';
export {
  availabilityFor,
  cardsFor,
  holdForCheckout,
  lockForChange,
  lockForSale,
  markSold,
  pricesIn,
  releaseCheckoutHolds,
  type SaleAvailability,
  type SaleLogo,
  saleLogos,
} from './sale.service.ts';
export { createSearchEntries, type SearchEntries } from './search-entries.ts';
/** Staff edits of names, categories and keywords re-index the logos they touch. */
export { logoIdsWithKeyword, refreshSearchIndex } from './search-index.ts';
