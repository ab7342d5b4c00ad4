import { type InputHTMLAttributes, type Ref, useId } from 'react';

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-orange-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60';

const inputBase =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/20 focus:outline-none read-only:bg-gray-100 read-only:text-gray-700';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and first error (SPEC §5), linked for screen readers. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1 flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-gray-800">
          {label}
        </label>
        {/* Outside the label so the field's name stays clean; `required` tells screen readers. */}
        {input.required ? (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        ) : null}
      </div>
      <input
        {...input}
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputBase} ${error ? 'border-red-600' : 'border-gray-300'}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-testid="field-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
