import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: 'Logoya sets no advertising or tracking cookies. The shop keeps what it needs to work in your browser’s local storage, and records page views for analytics only if you accept.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'stored',
      heading: 'What we store in your browser',
      blocks: [
        {
          kind: 'p',
          text: 'Logoya itself sets no cookies. It uses local storage, a similar technology that keeps data in your browser and sends nothing to anyone on its own:',
        },
        {
          kind: 'table',
          caption: 'Local storage used by Logoya',
          head: ['Name', 'Purpose', 'Category', 'Kept until'],
          rows: [
            [
              'logoya',
              'Your sign-in session (a sign-in token and your basic account details), the cart of a guest, your recent searches and recently viewed logos, and your cookie choice.',
              'Necessary',
              'You sign out or clear your browser data; the sign-in part expires on its own',
            ],
            [
              'logoya.lang',
              'The language you used last, so the shop opens in it.',
              'Necessary',
              'You clear your browser data',
            ],
            [
              'logoya.backoffice.sidebar',
              'For staff only: whether the back-office menu is open.',
              'Necessary',
              'You clear your browser data',
            ],
            [
              'dataLayer (page memory)',
              'Page views and, after a purchase, its total, for analytics.',
              'Analytics (only with consent)',
              'You leave or reload the page',
            ],
          ],
        },
      ],
    },
    {
      id: 'necessary',
      heading: 'Necessary storage',
      blocks: [
        {
          kind: 'p',
          text: 'Without the necessary entries, you could not stay signed in, keep a cart or keep your language. They are used only to provide the service you ask for, so they do not need your consent. You can still delete them at any time in your browser settings.',
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        {
          kind: 'p',
          text: 'If you accept analytics, the shop records which pages you view (the address and the language of the page) and, when you complete a purchase, its total and currency. This helps us see which pages are useful and where the shop can be improved.',
        },
        {
          kind: 'p',
          text: 'If you decline, or until you choose, nothing is recorded. Logoya currently loads no third-party analytics script; if we add an analytics service, we will name it on this page, and it will receive data only from visitors who have accepted.',
        },
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Google and Facebook sign-in: their script loads only when you press one of these buttons, and those companies may then set their own cookies under their own policies.',
            'Card payments: when you pay by card, our payment processor Stripe may set cookies to prevent fraud.',
          ],
        },
      ],
    },
    {
      id: 'choice',
      heading: 'Changing your choice',
      blocks: [
        {
          kind: 'p',
          text: 'Choose “Cookie settings” at the bottom of any page to accept or decline analytics again. Your choice is saved in your browser with its date and time (in the consent part of the “logoya” entry), so we do not ask on every visit. If we change what we ask your consent for, we ask again.',
        },
        {
          kind: 'p',
          text: 'You can also delete all data of this site in your browser settings. If you block local storage altogether, you can still browse the catalogue, but the shop will not remember your sign-in, cart or language.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [
        {
          kind: 'p',
          text: [
            'See our ',
            { link: '/privacy', text: 'privacy policy' },
            ' for how we handle personal data, or write to us at ',
            { seller: 'email' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default doc;
