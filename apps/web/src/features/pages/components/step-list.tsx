import type { Locale } from '@logoya/core';
import type { Rich } from '../content/types.ts';
import { RichText } from './rich-text.tsx';

/** Numbered steps of a process (order, pay, confirm, finalise, deliver). */
export function StepList({ steps, lang }: { steps: readonly { title: string; text: Rich }[]; lang: Locale }) {
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 pt-1">
            <h3 className="font-bold text-gray-900">{step.title}</h3>
            <p className="mt-0.5 leading-relaxed text-gray-700">
              <RichText text={step.text} lang={lang} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
