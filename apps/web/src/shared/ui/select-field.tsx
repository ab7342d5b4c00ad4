import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldShell, splitShellProps } from './field-shell.tsx';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

interface SelectFieldProps extends SelectProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select (keyboard and screen-reader friendly as it is) with its error. */
export function SelectField({ options, ...props }: SelectFieldProps) {
  const [shell, select] = splitShellProps(props);
  return (
    <FieldShell {...shell} control="select">
      {(control) => (
        <select {...control} {...select}>
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
