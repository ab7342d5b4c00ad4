/**
 * The seller's details (name, person responsible, address, telephone, e-mail, the Vietnamese
 * hotline) are not written here: they are the server's SELLER_* settings, which the pages quote as
 * `{ seller: … }` parts and fetch from GET /api/seller (ADR 0059).
 */

/** Plain digits for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
