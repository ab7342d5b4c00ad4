import type { Locale } from '@logoya/core';
import { formatCalendarDay } from '@logoya/core/rules/date-time';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { PageDoc } from '../content/types.ts';
import { DocBlock } from './doc-blocks.tsx';
import { RichText } from './rich-text.tsx';

/** Long pages get a list of their sections at the top. */
const CONTENTS_FROM = 5;

/** Title, lead and last update of an information page. */
export function DocHeader({ title, doc, lang }: { title: string; doc: PageDoc; lang: Locale }) {
  const { t } = useTranslation();
  const updated = formatCalendarDay(doc.updated, lang);
  return (
    <header>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {doc.lead && (
        <p className="mt-3 text-base leading-relaxed text-gray-700 sm:text-lg">
          <RichText text={doc.lead} lang={lang} />
        </p>
      )}
      <p className="mt-2 text-sm text-gray-600">{t('pages.doc.updated', { date: updated })}</p>
    </header>
  );
}

/** The body of an information page, in readable line lengths. */
export function DocView({ title, doc, lang }: { title: string; doc: PageDoc; lang: Locale }) {
  const { t } = useTranslation();
  const contentsId = useId();
  // A link to a section (the checkout's /terms-use#cancellation) arrives before the page's text,
  // which loads on its own: go to the section once it is there.
  const { hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: doc is the signal that the sections are rendered
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, doc]);
  return (
    <article className="max-w-3xl text-gray-800">
      <DocHeader title={title} doc={doc} lang={lang} />
      {doc.sections.length >= CONTENTS_FROM && (
        <nav
          aria-labelledby={contentsId}
          className="mt-6 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3"
        >
          <h2 id={contentsId} className="text-sm font-bold text-gray-900">
            {t('pages.doc.contents')}
          </h2>
          <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-gray-800 underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {doc.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10">
          <h2 id={section.id} className="scroll-mt-4 text-xl font-bold text-gray-900">
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
