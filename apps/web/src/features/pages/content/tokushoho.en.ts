import { cancellationTable } from './cancellation.ts';
import { MODIFICATION_CANCEL_PERCENT } from './custom-plans.ts';
import { SERVICE } from './service-facts.ts';
import type { PageDoc } from './types.ts';

const hours = `Hours: weekdays ${SERVICE.officeHours.open}–${SERVICE.officeHours.close} (closed on weekends, Japanese public holidays and over the New Year).`;

const doc: PageDoc = {
  lead: [
    'Information required by Article 11 of Japan’s Act on Specified Commercial Transactions (',
    { lang: 'ja', text: '特定商取引法に基づく表記' },
    '). The Japanese version is authoritative.',
  ],
  updated: '2026-11-27',
  sections: [
    {
      id: 'seller',
      heading: 'The seller',
      blocks: [
        { kind: 'sellerDemo' },
        {
          kind: 'dl',
          items: [
            {
              term: 'Seller',
              details: [[{ seller: 'name' }, ' (service name: Logoya)']],
            },
            { term: 'Head of operations', details: [[{ seller: 'representative' }]] },
            { term: 'Address', details: [[{ seller: 'address' }]] },
            {
              term: 'Telephone',
              details: [
                [{ seller: 'phone' }],
                hours,
                [
                  'You can also reach us through the ',
                  { link: '/contact', text: 'contact form' },
                  ' or by e-mail.',
                ],
              ],
            },
            { term: 'E-mail', details: [[{ seller: 'email' }]] },
          ],
        },
      ],
    },
    {
      id: 'terms',
      heading: 'Terms of sale',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Price',
              details: [
                'Shown on each logo page, tax included.',
                ['Ready-made logo: ', { price: 'logo' }, ' (tax included)'],
                [
                  'Options: logo manual ',
                  { price: 'manual' },
                  ', motion logo ',
                  { price: 'motion' },
                  ' (tax included)',
                ],
              ],
            },
            {
              term: 'Other charges',
              details: [
                'None for delivery: the logo is delivered as data.',
                'Bank fees for a transfer (QR payment in the Vietnamese shop) and your own internet costs are borne by you.',
              ],
            },
            {
              term: 'Payment methods',
              details: ['Credit or debit card.', 'In the Vietnamese shop, bank transfer by QR code as well.'],
            },
            {
              term: 'Time of payment',
              details: [
                'Card: charged when you place the order.',
                'QR bank transfer: please transfer when you place the order; work starts once we have received it.',
              ],
            },
            {
              term: 'Time of delivery',
              details: [
                `Usually within ${SERVICE.confirmationImageDays} working days of payment we send a confirmation image with your name.`,
                `Usually within ${SERVICE.deliveryDaysAfterFinal} working days of your approval of the final design we deliver the files (download from your order history). Revisions may change these times.`,
              ],
            },
            {
              term: 'Form of delivery and requirements',
              details: [
                `Logo data as ${SERVICE.fileFormats.join(', ')} files, by download.`,
                'Editing .ai files needs Adobe Illustrator or compatible software; .pdf and .svg files open in a viewer or browser; .png and .jpg files open in any image software.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'Returns and cancellation',
      blocks: [
        {
          kind: 'dl',
          items: [
            {
              term: 'Ready-made logos',
              details: [
                'As the product is data, it cannot be returned after delivery.',
                'You may cancel before we send the first confirmation image, with a full refund. After the first confirmation image, no cancellation or refund is possible.',
              ],
            },
            {
              term: 'Defects',
              details: [
                `Faulty or lost files are sent again free of charge for ${SERVICE.dataWarrantyMonths} month after delivery, and defects in the delivered data are repaired free of charge for ${SERVICE.repairMonths} months.`,
              ],
            },
            {
              term: 'Custom design',
              details: [
                'A cancellation fee depending on progress, as in the table below.',
                `Cancelling a modification plan after production has started costs ${MODIFICATION_CANCEL_PERCENT}% of its price.`,
                'Options cannot be ordered on their own and cannot be cancelled once ordered.',
              ],
            },
          ],
        },
        cancellationTable('en'),
        { kind: 'p', text: ['See the ', { link: '/terms-use', text: 'terms of use' }, ' for details.'] },
      ],
    },
  ],
};

export default doc;
