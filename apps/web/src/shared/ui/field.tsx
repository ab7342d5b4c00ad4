import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldShell, splitShellProps } from './field-shell.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

interface FieldProps extends InputProps {
  label: string;
  /** The message shown under the input; marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A character counter under the input (see FieldShell). */
  counter?: { text: string; over: boolean } | undefined;
  /** Extra classes for the input alone, e.g. a narrower width for a short code. */
  inputClassName?: string;
}

/** A labelled input with its error announced and tied to it (aria-describedby). */
export function Field({ inputClassName, ...props }: FieldProps) {
  const [shell, input] = splitShellProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <input
          {...control}
          className={inputClassName ? `${control.className} ${inputClassName}` : control.className}
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  className,
  ...input
}: Omit<FieldProps, 'error' | 'hint' | 'counter' | 'inputClassName'>) {
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

/** The back office's buttons (the `dense` look): lighter borders, a shadow on the main one, and a danger button. */
export const denseButton = {
  primary: `${buttonBase} bg-orange-700 text-white shadow-sm hover:bg-orange-800`,
  secondary: `${buttonBase} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`,
  danger: `${buttonBase} border border-red-700 bg-white text-red-800 hover:bg-red-50`,
} as const;
