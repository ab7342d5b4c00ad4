import type { Locale, LogoCard } from '@logoya/core';
import { cardName } from '@logoya/core/rules/text';

/**
 * How many ranked logos to look at per place in a list of recommendations, so that the list can
 * still be full after logos with the same visible name are left out.
 */
export const CANDIDATES_PER_PLACE = 3;

/**
 * Recommendations with distinct visible names: cards show a name cut to 10 characters (SPEC §9),
 * and the demo shop, like many real ones, has name families ("Blue Harbor Beauty", "Blue Harbor
 * Kids", …) that share keywords, so the best-ranked logos often read the same on a card
 * ("Blue Harbo..."). Walking the ranking in order, a logo whose visible name (in the page's
 * language) is already in the list is set aside; the list is filled from those set aside only when
 * the distinct ones run out, still in rank order.
 */
export function withDistinctNames(ranked: LogoCard[], locale: Locale, limit: number): LogoCard[] {
  const seen = new Set<string>();
  const chosen: LogoCard[] = [];
  const aside: LogoCard[] = [];
  for (const card of ranked) {
    const visible = cardName(card.logo_language, locale);
    if (seen.has(visible)) {
      aside.push(card);
      continue;
    }
    seen.add(visible);
    chosen.push(card);
    if (chosen.length === limit) return chosen;
  }
  if (chosen.length < limit) {
    const order = new Map(ranked.map((card, i) => [card.logo_id, i]));
    return [...chosen, ...aside.slice(0, limit - chosen.length)].sort(
      (a, b) => (order.get(a.logo_id) ?? 0) - (order.get(b.logo_id) ?? 0),
    );
  }
  return chosen;
}
