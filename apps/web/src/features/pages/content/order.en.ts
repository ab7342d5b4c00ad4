import { LIMITS } from '@logoya/core/constants';
import type { ReadyOfferContent } from './order-types.ts';
import { SERVICE } from './service-facts.ts';

const content: ReadyOfferContent = {
  kind: 'ready',
  lead: 'Every logo on Logoya is an original by a professional designer and is sold only once. One price covers your name in the logo, a confirmation image, free revisions and every file you need.',
  offer: {
    label: 'Ready-made logo',
    taxIncluded: 'tax included',
    includedTax: (rate, amount) => `Includes ${rate}% tax: ${amount}`,
    browse: 'Browse logos',
  },
  included: {
    heading: 'What the price includes',
    items: [
      'An original logo that is sold to you only, with its copyright transferred to you',
      'The name of your shop or company set into the logo',
      `${SERVICE.initialProposals} confirmation image and up to ${SERVICE.freeRevisions} free revisions`,
      'Vector files (.ai, .pdf, .svg) for print and signs, and image files (.png, .jpg) for the web',
      'Delivery by download, with no shipping cost',
      `Files re-sent free for ${SERVICE.dataWarrantyMonths} month, and defects repaired free for ${SERVICE.repairMonths} months`,
    ],
  },
  options: {
    heading: 'Options',
    intro: 'Choose them when you order.',
    items: [
      {
        token: 'manual',
        name: 'Logo manual',
        text: 'A PDF guide to using your logo consistently: colours, spacing and minimum sizes.',
      },
      {
        token: 'motion',
        name: 'Motion logo',
        text: 'An animated version of your logo for videos, websites and social media.',
      },
    ],
  },
  steps: {
    heading: 'How it works',
    items: [
      { title: 'Order online', text: 'Choose a logo, enter your name and place the order.' },
      { title: 'Pay by card', text: 'Pay securely by card. The logo is then yours alone.' },
      {
        title: 'Check the confirmation image',
        text: `Usually within ${SERVICE.confirmationImageDays} working days we send the logo with your name.`,
      },
      {
        title: 'Finalise the design',
        text: `Ask for up to ${SERVICE.freeRevisions} free revisions, then approve the final design.`,
      },
      {
        title: 'Delivery',
        text: `Download your files from your order history, usually within ${SERVICE.deliveryDaysAfterFinal} working days of your approval.`,
      },
    ],
  },
  sections: [
    {
      id: 'keep',
      heading: 'Not sure yet?',
      blocks: [
        {
          kind: 'p',
          text: `Members can keep up to ${LIMITS.maxKeeps} logos free of charge for ${LIMITS.keepDays} days while they decide. Nobody else can buy a logo you keep.`,
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      blocks: [
        {
          kind: 'p',
          text: [
            'You can cancel until we send the first confirmation image. After that, an order can no longer be cancelled or refunded. See the ',
            { link: '/terms-use', text: 'terms of use' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions?',
      blocks: [
        {
          kind: 'p',
          text: [
            'Write to us through the ',
            { link: '/contact', text: 'contact form' },
            ' or at ',
            { seller: 'email' },
            `. We answer on weekdays between ${SERVICE.officeHours.open} and ${SERVICE.officeHours.close}. Cannot find the right design? Send a `,
            { link: '/logo-mark-req', text: 'free logo request' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default content;
