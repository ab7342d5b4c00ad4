import type { Locale } from '@logoya/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/i18n/locale.ts';
import type { Inline, Rich } from '../content/types.ts';
import { PriceText } from './price-text.tsx';
import { SellerText } from './seller-text.tsx';

export const linkClass = 'font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800';

function InlinePart({ part, lang }: { part: Inline; lang: Locale }) {
  if (typeof part === 'string') return part;
  if ('link' in part) {
    return (
      <Link to={localizedPath(lang, part.link)} className={linkClass}>
        {part.text}
      </Link>
    );
  }
  if ('mail' in part) {
    return (
      <a href={`mailto:${part.mail}`} className={linkClass}>
        {part.mail}
      </a>
    );
  }
  if ('lang' in part) return <span lang={part.lang}>{part.text}</span>;
  if ('strong' in part) return <strong className="font-semibold text-gray-900">{part.strong}</strong>;
  if ('seller' in part) return <SellerText token={part.seller} />;
  return <PriceText token={part.price} lang={lang} />;
}

/** Running text with links, e-mail addresses, emphasis, live prices and the seller's details. */
export function RichText({ text, lang }: { text: Rich; lang: Locale }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => (
    // The parts of a text never move, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: static content
    <Fragment key={index}>
      <InlinePart part={part} lang={lang} />
    </Fragment>
  ));
}
