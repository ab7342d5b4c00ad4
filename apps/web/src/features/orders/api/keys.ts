/** Query keys of the order history; every key starts with 'orders' and carries the member. */
export const orderKeys = {
  all: ['orders'] as const,
  history: (userId: number | string, lang: string) => ['orders', 'history', String(userId), lang] as const,
};
