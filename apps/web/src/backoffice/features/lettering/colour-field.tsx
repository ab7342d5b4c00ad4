import { type Control, type Path, useController } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColourFieldProps<T extends Record<string, unknown>> {
  label: string;
  /** The colour input's own name (the hex field takes `label`). */
  pickerLabel: string;
  control: Control<T, unknown, unknown>;
  name: Path<T>;
  error?: string | undefined;
  testId?: string;
}

/**
 * A colour as #rrggbb: the browser's colour picker beside a hex field, both on one form value. The
 * hex field keeps what is typed (the contract judges it); the picker shows the last valid colour.
 */
export function ColourField<T extends Record<string, unknown>>({
  label,
  pickerLabel,
  control,
  name,
  error,
  testId,
}: ColourFieldProps<T>) {
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldShell label={label} error={error}>
      {(shell) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={pickerLabel}
            value={HEX.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
            data-testid={testId ? `${testId}-picker` : undefined}
          />
          <input
            {...shell}
            ref={field.ref}
            name={field.name}
            value={value}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            className={`${shell.className} font-mono`}
            data-testid={testId}
          />
        </div>
      )}
    </FieldShell>
  );
}
