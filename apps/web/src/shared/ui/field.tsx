import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export const inputClass =
  'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-orange-700 focus:outline-none focus:ring-2 focus:ring-orange-700/30 aria-[invalid=true]:border-red-700 sm:text-sm';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

interface FieldProps extends InputProps {
  label: string;
  /** The message shown under the input; marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra classes for the input alone, e.g. a narrower width for a short code. */
  inputClassName?: string;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function Field({ label, error, hint, className, inputClassName = '', ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={input.required} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${inputClassName}`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's label. A required field (native `required`, which also tells assistive technology)
 * gets a red asterisk beside the label, outside it, so the accessible name stays the bare label.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  const text = (
    <label
      htmlFor={htmlFor}
      className={`${required ? '' : 'mb-1 '}block text-sm font-semibold text-gray-800`}
    >
      {label}
    </label>
  );
  if (!required) return text;
  return (
    <div className="mb-1 flex items-baseline gap-1">
      {text}
      <span aria-hidden="true" className="text-sm font-bold text-red-700">
        *
      </span>
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  className,
  ...input
}: Omit<FieldProps, 'error' | 'hint' | 'inputClassName'>) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ''}`}>
      <input id={id} type="checkbox" className="size-4 accent-orange-700" {...input} />
      <label htmlFor={id} className="text-sm text-gray-800">
        {label}
      </label>
    </div>
  );
}

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${buttonBase} bg-orange-700 text-white hover:bg-orange-800`;
export const secondaryButton = `${buttonBase} border border-gray-400 bg-white text-gray-800 hover:bg-gray-100`;
export const linkButton =
  'rounded text-sm font-semibold text-orange-700 underline-offset-2 hover:text-orange-800 hover:underline';
