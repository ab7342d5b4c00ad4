/**
 * The search module's public face (ADR 0018, 0083): the shop's search (free text on the search
 * index, category and keyword filters on the filter read model) and the index's upkeep. Other
 * modules import only this file. Cards come from the catalogue's read model.
 */

export { searchRoutes } from './search.routes.ts';
export { searchLogos, searchLogosJson } from './search.service.ts';
export { createSearchEntries, type SearchEntries } from './search-entries.ts';
/** Staff edits of names, categories and keywords re-index the logos they touch. */
export { fillMissingSearchIndex, logoIdsWithKeyword, refreshSearchIndex } from './search-index.ts';
