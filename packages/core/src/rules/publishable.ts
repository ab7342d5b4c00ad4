import { LOGO_STATE } from '../constants.ts';
import type { MessageKey } from '../messages/catalog.ts';

/**
 * When a logo may go on sale (issue 24, ADR 0086): the one rule the single and bulk state changes
 * and the CSV import ask. A new logo starts stopped (7) and unpublished; an admin puts it on sale
 * (0 normal, or 2 negotiating: both show it in the shop) only when nothing is missing: its main
 * and hover images, and its lettering layout (issue 25, ADR 0105), so that every logo on sale shows
 * a buyer their own names.
 */

/** States that show a logo in the shop and that staff set by hand: "on sale". */
export const ON_SALE_STATES: readonly number[] = [LOGO_STATE.normal, LOGO_STATE.negotiating];

/**
 * The images a logo needs before it goes on sale: the public card's picture (`src`, the main
 * image) and its hover image (`url_img_two`), SPEC §3 Logo (public card). Gallery images are extra.
 */
export const REQUIRED_LOGO_IMAGES = ['main', 'hover'] as const;
export type RequiredLogoImage = (typeof REQUIRED_LOGO_IMAGES)[number];

/** What the rule looks at, read by the server inside the state change's transaction. */
export interface PublishFacts {
  /** The kinds of the logo's stored images (main, hover, gallery), repeats allowed. */
  imageKinds: readonly string[];
  /** Whether the logo has a saved lettering layout (any version). */
  hasLettering: boolean;
}

const MISSING_IMAGE: Record<RequiredLogoImage, MessageKey> = {
  main: 'logo_publish_needs_main',
  hover: 'logo_publish_needs_hover',
};

/** What keeps a logo from going on sale, as message keys in the editor's order; empty: it may. */
export function publishProblems(facts: PublishFacts): MessageKey[] {
  const kinds = new Set(facts.imageKinds);
  const problems = REQUIRED_LOGO_IMAGES.filter((kind) => !kinds.has(kind)).map((kind) => MISSING_IMAGE[kind]);
  return facts.hasLettering ? problems : [...problems, 'logo_publish_needs_lettering'];
}

/** Whether a state change puts a logo on sale, so that publishProblems must be empty first. */
export function putsOnSale(from: number, to: number): boolean {
  return ON_SALE_STATES.includes(to) && !ON_SALE_STATES.includes(from);
}
