import { LIMITS } from '@logoya/core/constants';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: 'Logoya is an online shop for ready-made logos drawn by professional designers. Every logo is sold to one customer only, so the design you choose becomes yours alone.',
  updated: '2026-11-23',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: [
            'Logoya is run by ',
            { seller: 'name' },
            ', whose designers create original logos for small businesses, shops, salons, clinics, restaurants and start-ups. Our staff look after every order from the first confirmation image to the delivery of your files. We serve customers in English, Japanese and Vietnamese.',
          ],
        },
        {
          kind: 'p',
          text: 'A good logo should not take weeks of briefings and sketches. With Logoya you see the finished design before you buy, you add your own name, and you can start using it within days.',
        },
      ],
    },
    {
      id: 'one-of-a-kind',
      heading: 'One design, one owner',
      blocks: [
        {
          kind: 'p',
          text: 'Each logo in the catalogue is an original work. As soon as it is bought, it is marked “Sold out” and is never sold again, and the rights to it pass to the buyer. You will not meet your logo on a competitor’s shop sign.',
        },
        {
          kind: 'p',
          text: [
            'Browse by industry, initial letter, colour genre, style or keyword. If you cannot find what you are looking for, send us a ',
            { link: '/logo-mark-req', text: 'free logo request' },
            ' and our designers may draw it.',
          ],
        },
      ],
    },
    {
      id: 'price',
      heading: 'One clear price',
      blocks: [
        {
          kind: 'p',
          text: [
            'A ready-made logo costs ',
            { price: 'logo' },
            ' including tax. The price covers your name in the logo, a confirmation image, up to ',
            `${SERVICE.freeRevisions} free revisions and every file format. A logo manual (`,
            { price: 'manual' },
            ') and a motion logo (',
            { price: 'motion' },
            ') can be added as options. See ',
            { link: '/order', text: 'our offer' },
            ' for the details.',
          ],
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How buying works',
      blocks: [
        {
          kind: 'ol',
          items: [
            'Choose a logo and enter the name of your shop or company.',
            'Order online and pay by card.',
            'Check the confirmation image of the logo with your name.',
            `Ask for up to ${SERVICE.freeRevisions} free revisions, then approve the final design.`,
            `Download your files (${SERVICE.fileFormats.join(', ')}) from your order history. There is no shipping cost.`,
          ],
        },
      ],
    },
    {
      id: 'keep',
      heading: 'Keep a logo while you decide',
      blocks: [
        {
          kind: 'p',
          text: `Need to ask your partners first? Members can keep up to ${LIMITS.maxKeeps} favourite logos free of charge for ${LIMITS.keepDays} days. While you keep a logo, other visitors see it as “Negotiating” and cannot buy it.`,
        },
      ],
    },
    {
      id: 'after-delivery',
      heading: 'After delivery',
      blocks: [
        {
          kind: 'p',
          text: `If a file cannot be opened or gets lost, we send it again free of charge for ${SERVICE.dataWarrantyMonths} month after delivery. Defects in the delivered data are repaired free of charge for ${SERVICE.repairMonths} months.`,
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Talk to us',
      blocks: [
        {
          kind: 'p',
          text: [
            'Questions about a logo, an order or your files? Write to us through the ',
            { link: '/contact', text: 'contact form' },
            ` or at `,
            { seller: 'email' },
            `. We answer on weekdays between ${SERVICE.officeHours.open} and ${SERVICE.officeHours.close}.`,
          ],
        },
      ],
    },
  ],
};

export default doc;
