import type { Locale } from '@logoya/core';
import { useId } from 'react';
import type { Block } from '../content/types.ts';
import { RichText } from './rich-text.tsx';
import { SellerDemoNotice } from './seller-text.tsx';

/** Wider tables keep readable columns and scroll sideways on phones instead of squeezing. */
const TABLE_MIN_WIDTH: Record<number, string> = { 2: 'min-w-[20rem]', 3: 'min-w-[36rem]' };

function DocTable({ block, lang }: { block: Extract<Block, { kind: 'table' }>; lang: Locale }) {
  const captionId = useId();
  const minWidth = TABLE_MIN_WIDTH[block.head.length] ?? 'min-w-[44rem]';
  return (
    // Wide tables scroll sideways inside their frame on phones; the frame takes focus so the
    // keyboard can scroll it too.
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-lg border border-gray-200"
    >
      <table className={`w-full border-collapse text-left text-sm ${minWidth}`}>
        <caption
          id={captionId}
          className="border-b border-gray-200 px-4 py-2 text-left font-semibold text-gray-900"
        >
          {block.caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col" className="px-4 py-2 font-semibold text-gray-900">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {block.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content
                    key={cellIndex}
                    scope="row"
                    className="min-w-[8rem] px-4 py-2 align-top font-medium text-gray-900"
                  >
                    <RichText text={cell} lang={lang} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content
                  <td key={cellIndex} className="px-4 py-2 align-top">
                    <RichText text={cell} lang={lang} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One block of a page body: paragraph, list, table, definition list, note or the demo shop notice. */
export function DocBlock({ block, lang }: { block: Block; lang: Locale }) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="mt-3 leading-relaxed">
          <RichText text={block.text} lang={lang} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List
          className={`mt-3 space-y-1.5 pl-6 leading-relaxed marker:text-gray-500 ${block.kind === 'ul' ? 'list-disc' : 'list-decimal'}`}
        >
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content
            <li key={index} className="pl-1">
              <RichText text={item} lang={lang} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return <DocTable block={block} lang={lang} />;
    case 'dl':
      return (
        <dl className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-semibold text-gray-900">{item.term}</dt>
              <dd className="space-y-1.5 leading-relaxed">
                {item.details.map((detail, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content
                  <p key={index}>
                    <RichText text={detail} lang={lang} />
                  </p>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <p className="mt-4 rounded-lg border-l-4 border-orange-500 bg-orange-50 px-4 py-3 text-sm leading-relaxed">
          <RichText text={block.text} lang={lang} />
        </p>
      );
    case 'sellerDemo':
      return <SellerDemoNotice />;
  }
}
