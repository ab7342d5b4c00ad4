/**
 * The favourites module's public face (ADR 0021): other modules import only this file, never the
 * repositories or the routes behind it.
 */
export { type FavoritesDeps, favoriteCount, listMyFavorites, toggleFavorite } from './favorites.service.ts';
export { keepLogo } from './keep.service.ts';
export { endKeepsOfMember, type KeepPeriodScope, keepConversion } from './keep-history.service.ts';
export { favoritersOf, type RunningKeep, runningKeepsStartedBy } from './return-mails.service.ts';
export { keepersOf, releaseKeepsOn } from './sale.service.ts';
