/**
 * Texts of the "discover" namespace in every shop language. ja and vi are typed as the en shape, so a
 * missing or extra key fails the typecheck.
 */
const en = {
  title: 'discover',
};

const ja: typeof en = {
  title: 'discover',
};

const vi: typeof en = {
  title: 'discover',
};

export const discoverTexts = { en, ja, vi };
