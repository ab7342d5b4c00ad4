/**
 * Texts of the "pages" namespace in every shop language. ja and vi are typed as the en shape, so a
 * missing or extra key fails the typecheck.
 */
const en = {
  title: 'pages',
};

const ja: typeof en = {
  title: 'pages',
};

const vi: typeof en = {
  title: 'pages',
};

export const pagesTexts = { en, ja, vi };
