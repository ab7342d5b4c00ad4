/**
 * The catalogue module's public face (ADR 0021, 0083): public reading of the logos (cards, the
 * detail, recommendations, images, prices, options) and the card read model other modules page
 * through. Other modules import only this file, never the repositories, the card mapper or the
 * routes behind it. It writes nothing: the logos table's writer is the logos module.
 */
export { cardsArray, pageJson } from './card-json.ts';
export { DEFAULT_IMAGE_URL, fileUrl, nameIn } from './card-mapper.ts';
export type { CardTexts, TotalFrom } from './cards.repository.ts';
export { cardsFor, cardTexts, countedStates, pricesIn } from './cards.service.ts';
export type { CardFilter } from './catalog.repository.ts';
export { catalogRoutes } from './catalog.routes.ts';
export {
  allLogosJson,
  categoryLists,
  countPublicLogos,
  favoriteCards,
  getLogoDetail,
  getPriceSettings,
  getSearchOptions,
  type LogoCategoryRow,
  listAllLogos,
  listDesigners,
  logoClassification,
  logoDetailJson,
} from './catalog.service.ts';
export { logoExtrasRoutes } from './logo-extras.routes.ts';
export { listLogoImages } from './logo-extras.service.ts';
export { recommendFor, similarToFavorites } from './recommend.service.ts';
export { visitorAnswers } from './visitor-answers.ts';
