import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useErrorTools } from './use-contract-form.ts';

// biome-ignore lint/suspicious/noExplicitAny: the form's transformed output type does not matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * The shop's forms' error helpers over a form made with useForm: the form kit's own mapping
 * (use-contract-form.ts), with the call shape the shop's forms use:
 * `applyServerError(error, fields, rename)` returns the banner text or null.
 */
export function useFormErrors<T extends FieldValues>(form: AnyForm<T>) {
  const { errorOf, applyServerError } = useErrorTools(form);
  return {
    errorOf,
    applyServerError: (
      error: unknown,
      fields: readonly Path<T>[],
      rename: Partial<Record<string, Path<T>>> = {},
    ) => applyServerError(error, { fields, rename }),
  };
}
