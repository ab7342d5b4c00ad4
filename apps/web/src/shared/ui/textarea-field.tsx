import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldError, FieldLabel, inputClass } from './field.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  ref?: Ref<HTMLTextAreaElement>;
};

interface TextareaFieldProps extends TextareaProps {
  label: string;
  /** The message shown under the text area; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * A character counter under the field (e.g. "120 / 5,000 characters"); `over` turns it red. It
   * is not a live region, so typing is not interrupted by announcements.
   */
  counter?: { text: string; over: boolean } | undefined;
}

/** A labelled multi-line input with its hint, counter and error tied to it (aria-describedby). */
export function TextareaField({ label, error, hint, counter, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const describedBy =
    [hint ? hintId : null, counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={textarea.required} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} min-h-32 resize-y`}
        {...textarea}
      />
      <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4">
        {hint ? (
          <p id={hintId} className="text-xs text-gray-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {counter ? (
          <p
            id={counterId}
            data-testid="char-counter"
            className={`ml-auto text-xs tabular-nums ${counter.over ? 'font-semibold text-red-700' : 'text-gray-600'}`}
          >
            {counter.text}
          </p>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
