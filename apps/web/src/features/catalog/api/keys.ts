/** Query keys of the catalogue; every key starts with 'catalog' so it can be invalidated at once. */
export const catalogKeys = {
  all: ['catalog'] as const,
  allLogos: (lang: string, page: number, asOf?: number) =>
    ['catalog', 'all-logo', lang, page, asOf ?? null] as const,
  search: (lang: string, query: string) => ['catalog', 'search', lang, query] as const,
  detail: (lang: string, id: string) => ['catalog', 'logo', lang, id] as const,
  numberProduct: () => ['catalog', 'number-product'] as const,
  searchOptions: () => ['catalog', 'search-options'] as const,
};
