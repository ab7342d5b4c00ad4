import { useEffect, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell.tsx';
import type { ImportFormInput, ImportFormValues } from './import-schema.ts';

interface FileFieldProps {
  control: Control<ImportFormInput, unknown, ImportFormValues>;
  name: 'csv' | 'images';
  label: string;
  hint: string;
  accept: string;
  required?: boolean;
  error: string | undefined;
  disabled?: boolean;
}

/** A file chooser bound to the form; the chosen file stays until another is chosen. */
export function FileField({ control, name, label, hint, accept, required, error, disabled }: FileFieldProps) {
  const { field } = useController({ control, name });
  const input = useRef<HTMLInputElement | null>(null);
  const chosen = field.value instanceof File ? field.value : null;

  // A reset clears the form's file: the chooser must show none too.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  }, [chosen]);

  return (
    <FieldShell label={label} required={required} error={error} hint={hint} control="file">
      {(control) => (
        <input
          {...control}
          ref={(element) => {
            input.current = element;
            field.ref(element);
          }}
          name={field.name}
          type="file"
          accept={accept}
          required={required}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
          onBlur={field.onBlur}
        />
      )}
    </FieldShell>
  );
}
