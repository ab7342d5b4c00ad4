/**
 * Query keys of checkout. Every key starts with 'checkout' and carries the member, so one
 * member's answers never show for another.
 */
export const checkoutKeys = {
  all: ['checkout'] as const,
  summary: (userId: number | string, lang: string, ids: readonly number[]) =>
    ['checkout', 'summary', String(userId), lang, ids.join(',')] as const,
  config: () => ['checkout', 'payments-config'] as const,
  order: (userId: number | string, id: string) => ['checkout', 'order', String(userId), id] as const,
};
