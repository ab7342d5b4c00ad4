/**
 * Texts of the "contact" namespace in every shop language. ja and vi are typed as the en shape, so a
 * missing or extra key fails the typecheck.
 */
const en = {
  title: 'contact',
};

const ja: typeof en = {
  title: 'contact',
};

const vi: typeof en = {
  title: 'contact',
};

export const contactTexts = { en, ja, vi };
