/**
 * The number a logo's heart shows: members' favourites plus the favourites the logo carried over
 * from the Japanese shop it came from (`tank_num_logo_tank_jp`, set by staff). One rule for the
 * card, the detail page, the heart button and the favourites list.
 */
export function heartCount(logo: { favorites_count: number; tank_num_logo_tank_jp: number }): number {
  return logo.favorites_count + logo.tank_num_logo_tank_jp;
}
