/**
 * Texts of the "tank" namespace in every shop language. ja and vi are typed as the en shape, so a
 * missing or extra key fails the typecheck.
 */
const en = {
  title: 'tank',
};

const ja: typeof en = {
  title: 'tank',
};

const vi: typeof en = {
  title: 'tank',
};

export const tankTexts = { en, ja, vi };
