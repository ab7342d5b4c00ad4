/**
 * The plan named by `?plan=<key>` (the order page's "Hire us" buttons), as its name in the page's
 * language for the prefilled message: `plans` is the catalog's table of plan names
 * (contact.form.plans), so "business" becomes "Gói Doanh nghiệp" on /vi and "Business plan" on
 * /en. A key that is not in the table (an old or crafted link) prefills nothing: the visitor's
 * message never gets text that is not ours, nor an internal key.
 */
export function planName(raw: string | null, plans: Readonly<Record<string, string>>): string | null {
  const key = raw?.trim() ?? '';
  if (!Object.hasOwn(plans, key)) return null;
  return plans[key] ?? null;
}
