/**
 * Texts of the "mockups" namespace: the detail page's gallery of the logo at work (issue 25,
 * ADR 0103). The scenes' titles come from GET /api/mockups in the page's language. ja and vi are
 * typed as the en shape, so a missing or extra key fails the typecheck.
 */
const en = {
  heading: 'Your logo at work',
  alt: '{{scene}}: {{name}}',
  namedAlt: '{{scene}}: {{name}} with your names: {{main}} {{sub}}',
};

const ja: typeof en = {
  heading: 'ロゴの使用イメージ',
  alt: '{{scene}}：{{name}}',
  namedAlt: '{{scene}}：{{name}}（ご入力の名前入り：{{main}} {{sub}}）',
};

const vi: typeof en = {
  heading: 'Logo của bạn khi sử dụng',
  alt: '{{scene}}: {{name}}',
  namedAlt: '{{scene}}: {{name}} với tên của bạn: {{main}} {{sub}}',
};

export const mockupsTexts = { en, ja, vi };
