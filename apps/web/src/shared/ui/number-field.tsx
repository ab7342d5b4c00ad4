import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '../forms/number-input.tsx';
import { FieldShell, splitShellProps } from './field-shell.tsx';

type NumberFieldProps<T extends FieldValues, TOut> = NumberInputProps<T, TOut> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/**
 * A number with thousands separators; empty becomes 0 on blur (SPEC §5). The value stays a number
 * in the form: `<NumberField label="価格" control={form.control} name="price" error={form.errorOf('price')} />`.
 */
export function NumberField<T extends FieldValues, TOut = T>(props: NumberFieldProps<T, TOut>) {
  const [shell, input] = splitShellProps(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <NumberInput {...input} {...control} className={`${control.className} text-right tabular-nums`} />
      )}
    </FieldShell>
  );
}
