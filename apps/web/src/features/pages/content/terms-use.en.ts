import { LIMITS } from '@logoya/core/constants';
import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const doc: PageDoc = {
  lead: [
    'These terms apply between you and ',
    { seller: 'name' },
    ' (“we”) when you use Logoya and when you buy a logo from us. Please read them before you order.',
  ],
  updated: '2026-11-23',
  sections: [
    {
      id: 'scope',
      heading: '1. Scope',
      blocks: [
        {
          kind: 'p',
          text: 'By creating an account or placing an order, you accept these terms. Where the law of your country gives consumers rights that these terms cannot limit, those rights remain unaffected.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: '2. Your account',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Give true and complete details, and keep them up to date on your profile page.',
            'Keep your password secret. Everything done with your account is treated as done by you, unless you tell us promptly that it has been misused.',
            'One account is for one person or company. We may suspend or close an account that breaks these terms.',
            [
              'You may close your account at any time through the ',
              { link: '/contact', text: 'contact form' },
              '; orders already placed are completed or cancelled under these terms.',
            ],
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: '3. Orders, prices and payment',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Each ready-made logo is sold once. The contract is made when your payment is confirmed; if two customers try to buy the same logo, only the first payment succeeds.',
            [
              'Prices include tax (',
              { price: 'taxRate' },
              ' in your shop) and are shown in the currency of the shop language: US dollars in English, yen in Japanese, dong in Vietnamese. The currency is fixed when the order is created.',
            ],
            'You pay by card in every language; the Vietnamese shop also accepts bank transfer by QR code.',
            'Delivery is by download, so there is no shipping cost.',
          ],
        },
      ],
    },
    {
      id: 'production',
      heading: '4. Your name, revisions and delivery',
      blocks: [
        {
          kind: 'ol',
          items: [
            `After payment we send ${SERVICE.initialProposals} confirmation image of the logo with the name you gave us.`,
            `You may ask for up to ${SERVICE.freeRevisions} revisions free of charge, such as the spelling, size or position of the name, or the colours. Redrawing the design itself is not a revision; we will quote it separately if you wish.`,
            'When you approve the design, it is final and we prepare your files.',
            `We deliver the data as ${SERVICE.fileFormats.join(', ')} files, which you download from your order history.`,
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '5. Rights to your logo',
      blocks: [
        {
          kind: 'p',
          text: 'When the price is paid in full and the files are delivered, the copyright in the finished logo (including the rights to adapt it) passes to you exclusively, and the logo is never sold again. We and the designer will not exercise moral rights against your use of the logo.',
        },
        {
          kind: 'p',
          text: 'The sold design stays in the catalogue marked “Sold out”, without your name. If you would rather it disappear from the catalogue, tell us.',
        },
        {
          kind: 'p',
          text: 'Until then, all rights stay with us and the designer: images from the catalogue may not be used, copied or traced without buying the logo. We check that our designs are original, but we do not guarantee that a logo can be registered as a trademark; please check before you apply for registration.',
        },
      ],
    },
    {
      id: 'warranty',
      heading: '6. Warranty and repairs',
      blocks: [
        {
          kind: 'ul',
          items: [
            `Data warranty: for ${SERVICE.dataWarrantyMonths} month after delivery, if a file cannot be opened or has been lost, we send it again free of charge.`,
            `Repairs: for ${SERVICE.repairMonths} months after delivery, we repair defects in the delivered data free of charge, such as broken outlines or colours that differ from the approved design.`,
            'Not covered: changes you ask for after approving the design, and problems caused by editing the files yourself.',
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      heading: '7. Cancellation and refunds',
      blocks: [
        {
          kind: 'p',
          text: 'Ready-made logos: you may cancel until we send the first confirmation image, and we refund what you paid. Once the first confirmation image has been sent, an order can no longer be cancelled or refunded.',
        },
        {
          kind: 'p',
          text: 'Custom design (offered in the Vietnamese shop): if you cancel, we charge a share of the plan price according to how far the work has gone:',
        },
        cancellationTable('en'),
        {
          kind: 'ul',
          items: [
            `Cancelling a modification plan after production has started costs ${MODIFICATION_CANCEL_PERCENT}% of its price.`,
            'Options cannot be ordered on their own, and an option cannot be cancelled once it has been ordered.',
            'Refunds are made with the payment method you used.',
          ],
        },
      ],
    },
    {
      id: 'keep',
      heading: '8. Keeping logos',
      blocks: [
        {
          kind: 'p',
          text: `Members may keep up to ${LIMITS.maxKeeps} logos at a time, free of charge, for ${LIMITS.keepDays} days each. While a logo is kept, only the member who keeps it can put it in the cart. When the time runs out, the logo is released for everyone. Keeping a logo is not a purchase and does not fix its price.`,
        },
      ],
    },
    {
      id: 'prohibited',
      heading: '9. What you must not do',
      blocks: [
        {
          kind: 'ul',
          items: [
            'Use catalogue images, or designs derived from them, without buying the logo.',
            'Resell a purchased logo as a ready-made design or offer it for sale to others.',
            'Keep logos through several accounts, or otherwise prevent other customers from buying them.',
            'Give false information, use another person’s payment method, or place orders you do not intend to pay.',
            'Collect data from the shop with automated tools, overload it, or try to reach parts of it you are not allowed to use.',
            'Use the shop for anything unlawful or against public order, or harass our staff or designers.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      heading: '10. Liability',
      blocks: [
        {
          kind: 'p',
          text: 'We are fully liable for damage we cause intentionally or through gross negligence. In other cases our liability is limited to direct and ordinary damage, up to the amount you paid for the order concerned. We are not responsible for interruptions caused by events beyond our control, such as network failures or natural disasters. Nothing in these terms limits liability that the law does not allow to be limited.',
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may change these terms when our service or the law changes. We publish the new terms on this page with their date before they take effect; orders already placed follow the terms in force when they were placed.',
        },
      ],
    },
    {
      id: 'law',
      heading: '12. Governing law and courts',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of Japan. Any dispute is settled in the first instance exclusively by the district court with jurisdiction over our head office, without prejudice to any mandatory rights of consumers to sue in their own country.',
        },
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact',
      blocks: [
        {
          kind: 'p',
          text: [
            'Questions about these terms? Write to us through the ',
            { link: '/contact', text: 'contact form' },
            ' or at ',
            { seller: 'email' },
            `. Office hours: weekdays ${SERVICE.officeHours.open}–${SERVICE.officeHours.close}.`,
          ],
        },
      ],
    },
  ],
};

export default doc;
