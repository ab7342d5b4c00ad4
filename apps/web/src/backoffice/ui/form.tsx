import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '../../shared/forms/number-input.tsx';

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-md bg-orange-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

const controlBase =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/20 focus:outline-none';
// A <select> is never "read-only" to the browser, so :read-only would grey every select: inputs only.
const readOnlyLook = 'read-only:bg-gray-100 read-only:text-gray-700';
const borderOf = (error: string | undefined) => (error ? 'border-red-600' : 'border-gray-300');

/** An input's classes, red-bordered when it has an error. */
export const inputClass = (error: string | undefined) => `${controlBase} ${readOnlyLook} ${borderOf(error)}`;

/** A select's classes: as an input's, without the read-only look. */
const selectClass = (error: string | undefined) => `${controlBase} ${borderOf(error)} disabled:bg-gray-100`;

interface ShellProps {
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** Renders the control with the ids it must carry. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/**
 * Label, hint and first error around any control (SPEC §5), linked for screen readers. The fields
 * below are built on it; a screen with a special control uses it directly.
 */
export function FieldShell({ label, required, error, hint, className, children }: ShellProps) {
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
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({ id, describedBy, invalid: error ? true : undefined })}
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

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled input: `<TextField label="名前" required {...form.field('name')} />`. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} required={input.required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          {...input}
          id={id}
          ref={ref}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass(error)}
        />
      )}
    </FieldShell>
  );
}

type TextareaFieldProps = FieldProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextareaField({ label, error, hint, ref, className, rows = 4, ...area }: TextareaFieldProps) {
  return (
    <FieldShell label={label} required={area.required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          {...area}
          id={id}
          ref={ref}
          rows={rows}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass(error)}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    ref?: Ref<HTMLSelectElement>;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ label, error, hint, ref, className, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={select.required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          {...select}
          id={id}
          ref={ref}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${selectClass(error)} pr-8`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type NumberFieldProps<T extends FieldValues, TOut> = FieldProps & NumberInputProps<T, TOut>;

/**
 * A number with thousands separators; empty becomes 0 on blur (SPEC §5). The value stays a number
 * in the form: `<NumberField label="価格" control={form.control} name="price" error={form.errorOf('price')} />`.
 */
export function NumberField<T extends FieldValues, TOut = T>({
  label,
  error,
  hint,
  className,
  ...input
}: NumberFieldProps<T, TOut>) {
  return (
    <FieldShell label={label} required={input.required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <NumberInput
          {...input}
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${inputClass(error)} text-right tabular-nums`}
        />
      )}
    </FieldShell>
  );
}
