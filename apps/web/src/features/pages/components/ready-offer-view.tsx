import type { Locale } from '@logoya/core';
import { formatMoney, includedTax } from '@logoya/core/rules/money';
import { useId } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { ReadyOfferContent } from '../content/order-types.ts';
import { useLocalePrices } from '../hooks/use-locale-prices.ts';
import { DocBlock } from './doc-blocks.tsx';
import { RichText } from './rich-text.tsx';
import { StepList } from './step-list.tsx';

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800';

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      className="mt-1 size-4 shrink-0 text-orange-700"
    >
      <path fill="currentColor" d="M7.6 14.2 3.4 10l1.4-1.4 2.8 2.8 7.6-7.6 1.4 1.4z" />
    </svg>
  );
}

/** The price of a ready-made logo as the server sets it, with its included tax. */
function OfferCard({ content, lang }: { content: ReadyOfferContent; lang: Locale }) {
  const { t } = useTranslation();
  const { prices, failed } = useLocalePrices(lang);
  const { offer } = content;
  return (
    <div className="rounded-xl border border-gray-200 p-5 md:col-start-2 md:row-start-1">
      <h2 className="text-base font-bold text-gray-900">{offer.label}</h2>
      {prices ? (
        <>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
            <span data-testid="offer-price" className="text-4xl font-bold text-orange-700">
              {formatMoney({ amount: prices.logoPrice, currency: prices.currency })}
            </span>
            <span className="text-sm text-gray-700">({offer.taxIncluded})</span>
          </p>
          <p className="mt-1 text-sm text-gray-700">
            {offer.includedTax(
              prices.taxPercent,
              formatMoney({
                amount: includedTax(prices.logoPrice, prices.taxPercent),
                currency: prices.currency,
              }),
            )}
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600" aria-live="polite" data-pending="price">
          {failed ? t('pages.doc.priceUnavailable') : t('pages.doc.priceLoading')}
        </p>
      )}
      <Link to={localizedPath(lang, '/')} className={`${primaryButton} mt-4 w-full`}>
        {offer.browse}
      </Link>
    </div>
  );
}

export function ReadyOfferView({
  title,
  content,
  lang,
}: {
  title: string;
  content: ReadyOfferContent;
  lang: Locale;
}) {
  const includedId = useId();
  return (
    <article className="max-w-4xl text-gray-800">
      <header>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-base leading-relaxed text-gray-700 sm:text-lg">
          <RichText text={content.lead} lang={lang} />
        </p>
      </header>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_17rem] md:items-start">
        <OfferCard content={content} lang={lang} />
        <section aria-labelledby={includedId} className="md:col-start-1 md:row-start-1">
          <h2 id={includedId} className="text-xl font-bold text-gray-900">
            {content.included.heading}
          </h2>
          <ul className="mt-3 space-y-2 leading-relaxed">
            {content.included.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static content
              <li key={index} className="flex gap-2">
                <CheckIcon />
                <span>
                  <RichText text={item} lang={lang} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="mt-10" aria-labelledby="offer-options">
        <h2 id="offer-options" className="text-xl font-bold text-gray-900">
          {content.options.heading}
        </h2>
        <p className="mt-2 text-gray-700">{content.options.intro}</p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {content.options.items.map((option) => (
            <li key={option.token} className="rounded-xl border border-gray-200 p-4">
              <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-bold text-gray-900">
                <span>{option.name}</span>
                <span className="text-orange-700">
                  <RichText text={[{ price: option.token }]} lang={lang} />
                </span>
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-gray-700">{option.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="offer-steps">
        <h2 id="offer-steps" className="text-xl font-bold text-gray-900">
          {content.steps.heading}
        </h2>
        <StepList steps={content.steps.items} lang={lang} />
      </section>

      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 max-w-3xl">
          <h2 id={section.id} className="text-xl font-bold text-gray-900">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <DocBlock key={index} block={block} lang={lang} />
          ))}
        </section>
      ))}
    </article>
  );
}
