import type { Locale } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { Link } from 'react-router';
import { localizedPath } from '../../../shared/i18n/locale.ts';
import { CUSTOM_OPTIONS, CUSTOM_PLANS, type CustomPlan, hirePath } from '../content/custom-plans.ts';
import type { CustomPlansContent } from '../content/order-types.ts';
import { DocBlock } from './doc-blocks.tsx';
import { primaryButton } from './ready-offer-view.tsx';
import { RichText } from './rich-text.tsx';
import { HotlineLink } from './seller-text.tsx';
import { StepList } from './step-list.tsx';

const outlineButton =
  'inline-flex items-center justify-center rounded-md border-2 border-orange-700 px-4 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50';

const vnd = (amount: number) => formatMoney({ amount, currency: 'VND' });

function PlanCard({ plan, content, lang }: { plan: CustomPlan; content: CustomPlansContent; lang: Locale }) {
  const { name, summary } = content.plans[plan.key];
  return (
    <li
      data-testid="plan-card"
      data-plan={plan.key}
      className="flex flex-col rounded-xl border border-gray-200 p-4"
    >
      <h3 className="font-bold text-gray-900">{name}</h3>
      <p className="mt-1">
        <span data-testid="plan-price" className="text-2xl font-bold text-orange-700">
          {vnd(plan.priceVnd)}
        </span>
        {plan.perItem && <span className="ml-1 text-sm text-gray-700">{content.perItem}</span>}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-gray-700">{summary}</p>
      <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm leading-relaxed marker:text-gray-500">
        {content.planFacts(plan).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <Link
        to={localizedPath(lang, hirePath(plan.key))}
        aria-label={content.hireFor(name)}
        className={`${outlineButton} mt-4`}
      >
        {content.hire}
      </Link>
    </li>
  );
}

function Hotline({ content }: { content: CustomPlansContent }) {
  return (
    <p className="text-sm text-gray-700">
      <span className="font-semibold text-gray-900">{content.contact.phoneLabel}: </span>
      <HotlineLink />
      <span className="whitespace-nowrap"> ({content.contact.hours})</span>
    </p>
  );
}

/** The Vietnamese order page: custom design plans, options, cancellation fees and hire-us links. */
export function CustomPlansView({
  title,
  content,
  lang,
}: {
  title: string;
  content: CustomPlansContent;
  lang: Locale;
}) {
  const groups = (['create', 'adjust'] as const).map((group) => ({
    group,
    ...content.groups[group],
    plans: CUSTOM_PLANS.filter((plan) => plan.group === group),
  }));

  return (
    <article className="max-w-5xl text-gray-800">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base leading-relaxed text-gray-700 sm:text-lg">
          <RichText text={content.lead} lang={lang} />
        </p>
        <p className="mt-2 text-sm text-gray-600">{content.priceNote}</p>
        <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Link to={localizedPath(lang, hirePath())} className={primaryButton}>
            {content.hire}
          </Link>
          <Hotline content={content} />
        </div>
      </header>

      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`plans-${group.group}`} className="mt-10">
          <h2 id={`plans-${group.group}`} className="text-xl font-bold text-gray-900">
            {group.heading}
          </h2>
          <p className="mt-1 text-gray-700">{group.intro}</p>
          <ul
            className={`mt-4 grid gap-4 sm:grid-cols-2 ${group.plans.length === 3 ? 'xl:grid-cols-3' : ''}`}
          >
            {group.plans.map((plan) => (
              <PlanCard key={plan.key} plan={plan} content={content} lang={lang} />
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="plans-options" className="mt-10">
        <h2 id="plans-options" className="text-xl font-bold text-gray-900">
          {content.options.heading}
        </h2>
        <p className="mt-1 text-gray-700">{content.options.intro}</p>
        <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
          {CUSTOM_OPTIONS.map((option) => {
            const { name, summary } = content.options.items[option.key];
            const facts = content.options.facts(option);
            return (
              <li
                key={option.key}
                data-testid="option-row"
                data-option={option.key}
                className="grid gap-1 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6"
              >
                <div className="min-w-0">
                  <h3 className="font-bold text-gray-900">{name}</h3>
                  <p className="mt-0.5 text-sm leading-relaxed text-gray-700">
                    {[summary, ...facts].join(' · ')}
                  </p>
                </div>
                <p
                  data-testid="option-price"
                  className="text-lg font-bold whitespace-nowrap text-orange-700 sm:text-right"
                >
                  {vnd(option.priceVnd)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="plans-steps" className="mt-10 max-w-3xl">
        <h2 id="plans-steps" className="text-xl font-bold text-gray-900">
          {content.steps.heading}
        </h2>
        <StepList steps={content.steps.items} lang={lang} />
      </section>

      <section aria-labelledby="plans-cancellation" className="mt-10 max-w-3xl">
        <h2 id="plans-cancellation" className="text-xl font-bold text-gray-900">
          {content.cancellation.heading}
        </h2>
        <p className="mt-2 leading-relaxed">
          <RichText text={content.cancellation.intro} lang={lang} />
        </p>
        <DocBlock block={content.cancellation.table} lang={lang} />
        <DocBlock block={{ kind: 'ul', items: content.cancellation.notes }} lang={lang} />
      </section>

      <div className="mt-10 grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="plans-contact"
          className="rounded-xl border border-orange-200 bg-orange-50 p-5"
        >
          <h2 id="plans-contact" className="text-lg font-bold text-gray-900">
            {content.contact.heading}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            <RichText text={content.contact.text} lang={lang} />
          </p>
          <div className="mt-3">
            <Hotline content={content} />
          </div>
          <Link to={localizedPath(lang, hirePath())} className={`${primaryButton} mt-4`}>
            {content.hire}
          </Link>
        </section>
        <section aria-labelledby="plans-ready" className="rounded-xl border border-gray-200 p-5">
          <h2 id="plans-ready" className="text-lg font-bold text-gray-900">
            {content.readyMade.heading}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            <RichText text={content.readyMade.text} lang={lang} />
          </p>
          <Link to={localizedPath(lang, '/')} className={`${outlineButton} mt-4`}>
            {content.readyMade.link}
          </Link>
        </section>
      </div>
    </article>
  );
}
