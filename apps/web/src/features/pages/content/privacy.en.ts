import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: [
    'This policy explains what personal data ',
    { seller: 'name' },
    ' collects when you use Logoya, why, who else receives it, how long we keep it and what you can ask of us.',
  ],
  updated: '2026-11-23',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        {
          kind: 'p',
          text: [
            { seller: 'name' },
            ' (“we”) operates the Logoya shop and decides how the personal data described here is used. We handle it in line with Japan’s Act on the Protection of Personal Information and, where they apply to you, the data protection laws of your country, such as Vietnam’s Decree 13/2023/ND-CP or the EU General Data Protection Regulation.',
          ],
        },
      ],
    },
    {
      id: 'data',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'table',
          caption: 'Personal data we collect',
          head: ['Data', 'What it includes', 'Where it comes from'],
          rows: [
            [
              'Account data',
              'E-mail address, password (stored only as a one-way hash), name, company name, postal address, postal code, telephone number and profile picture. If you sign in with Google or Facebook: your account identifier and e-mail address with that provider.',
              'You, when you sign up or edit your profile',
            ],
            [
              'Order data',
              'The logos you buy, the names to put in them, options, amounts, currency and tax, payment method and status, invoice numbers, deliveries and downloads.',
              'You and our payment processor',
            ],
            [
              'Shop activity',
              'Favourites, kept logos, your cart and free logo requests.',
              'You, while using the shop',
            ],
            [
              'Contact messages',
              'Name, e-mail address, telephone number, your message and the IP address it was sent from.',
              'You, through the contact form',
            ],
            [
              'Postal-code lookups',
              'The postal code you look up and your IP address.',
              'Your browser, when the address form fills in an address',
            ],
            [
              'Access and security logs',
              'IP address, browser type, the pages and calls requested with their time, sign-in attempts and captcha checks.',
              'Your browser, automatically',
            ],
          ],
        },
        {
          kind: 'p',
          text: 'Card numbers are entered directly with our card payment processor. We never see or store your full card details.',
        },
        {
          kind: 'p',
          text: [
            'What the shop stores in your own browser is described in the ',
            { link: '/cookie-policy', text: 'cookie policy' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'ul',
          items: [
            'To create and run your account and keep you signed in.',
            'To take your order and payment, prepare the confirmation image with your name, make revisions and deliver your files and invoices.',
            'To send the e-mails the service needs: sign-up codes, password resets and messages about your orders.',
            'To answer your questions and logo requests.',
            'To protect the shop and our customers: limiting repeated sign-in attempts, contact messages and address lookups, and detecting fraud.',
            'To keep the accounting and tax records the law requires.',
            'To understand which pages are used and improve the shop, only if you have accepted analytics.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not sell personal data, and we do not send advertising e-mails without your consent.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who receives it',
      blocks: [
        {
          kind: 'ul',
          items: [
            [
              { strong: 'Card payments:' },
              ' Stripe processes card payments on our behalf and receives your card details, the amount and your e-mail address. Stripe handles this data under its own privacy policy and may process it in the United States and other countries.',
            ],
            [
              { strong: 'E-mail delivery:' },
              ' the mail service that delivers our e-mails receives your e-mail address and the content of each message.',
            ],
            [
              { strong: 'Hosting:' },
              ' the providers that run our servers, database and file storage, under contracts that bind them to confidentiality.',
            ],
            [{ strong: 'Google and Facebook:' }, ' only if you choose to sign in with them.'],
            [
              { strong: 'Our designers and staff:' },
              ' the people working on your order see the details they need for it.',
            ],
            [{ strong: 'Authorities:' }, ' when the law obliges us to disclose data.'],
          ],
        },
      ],
    },
    {
      id: 'abroad',
      heading: 'Transfers to other countries',
      blocks: [
        {
          kind: 'p',
          text: 'We are based in Japan and manage your data from there. Stripe may process payment data in the United States and other countries. When data leaves your country, we choose providers that protect it to a standard equivalent to the law of your country, and we bind them by contract.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Account data: as long as your account exists. When you ask us to close it, we delete or anonymise it, except for what we must keep by law.',
            'Orders and invoices: 7 years, as Japanese tax law requires.',
            'Contact messages and logo requests: up to 3 years after the last exchange.',
            'Postal-code lookups, access and security logs: up to 1 year.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'p',
          text: 'Passwords are stored only as salted one-way hashes. Sign-in sessions expire, and connections to the shop are encrypted. Only the staff who need personal data for their work can reach it, and every change in the back office is logged.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'p',
          text: 'You may ask us to tell you what data we hold about you, to correct it, to delete it, to stop using it or handing it to others, or to give you a copy. Where we rely on your consent, such as for analytics, you can withdraw it at any time; this does not affect what was done before.',
        },
        {
          kind: 'p',
          text: 'You can edit most account data yourself on your profile page. For anything else, contact us: we may ask you to confirm your identity before we act, and we answer without undue delay. You may also complain to the data protection authority of your country (in Japan, the Personal Information Protection Commission).',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'p',
          text: 'Logoya is meant for businesses and adults. We do not knowingly collect personal data from children under 16.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'When we change this policy, we publish the new version on this page with its date. If a change affects how we use data you have already given us, we tell you before it takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'p',
          text: [
            'For questions or requests about your personal data, write to ',
            { seller: 'name' },
            ' through the ',
            { link: '/contact', text: 'contact form' },
            ' or at ',
            { seller: 'email' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default doc;
