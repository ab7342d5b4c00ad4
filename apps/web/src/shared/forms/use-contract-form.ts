import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type FormMessages, useFormMessages } from './form-messages.tsx';
import { planServerErrors, type ServerErrorOptions } from './server-errors.ts';

// biome-ignore lint/suspicious/noExplicitAny: the form's transformed output type does not matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

export interface ApplyOptions<N extends string> extends Partial<Omit<ServerErrorOptions<N>, 'elsewhere'>> {
  /** Fields shown outside the form (an avatar picker) and what to do with their message. */
  elsewhere?: Record<string, (message: string) => void>;
}

export interface FormErrorTools<T extends FieldValues> {
  /** A field's first error as text, in the surface's language. */
  errorOf: (name: Path<T>) => string | undefined;
  /**
   * Puts a failed call's field errors on the fields (first message each, SPEC §5) and returns the
   * text for a banner or toast when something could not go on a field, else null. `fields`
   * defaults to the form's own fields.
   */
  applyServerError: (error: unknown, options?: ApplyOptions<Path<T>>) => string | null;
}

export type ContractForm<TIn extends FieldValues, TOut = TIn> = UseFormReturn<TIn, unknown, TOut> &
  FormErrorTools<TIn> & {
    /** register(name) plus its error, to spread on a field: `<Field {...form.field('name')} />`. */
    field: (name: Path<TIn>) => UseFormRegisterReturn<Path<TIn>> & { error: string | undefined };
  };

/** The error helpers over any react-hook-form form (the shop's useFormErrors uses them too). */
export function useErrorTools<T extends FieldValues>(
  form: AnyForm<T>,
  messages?: FormMessages,
): FormErrorTools<T> {
  const fallback = useFormMessages();
  const { translate, unexpected } = messages ?? fallback;
  const { errors } = form.formState;

  const errorOf = (name: Path<T>): string | undefined => {
    let node: unknown = errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? translate(message) : undefined;
  };

  const applyServerError = useCallback(
    (error: unknown, { elsewhere = {}, ...options }: ApplyOptions<Path<T>> = {}): string | null => {
      const fields = options.fields ?? (Object.keys(form.getValues()) as Path<T>[]);
      const plan = planServerErrors(error, { ...options, fields, elsewhere: Object.keys(elsewhere) });
      plan.placed.forEach(({ field, message }, index) => {
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      for (const { field, message } of plan.elsewhere) elsewhere[field]?.(translate(message));
      if (plan.banner === undefined) return unexpected;
      return plan.banner === null ? null : translate(plan.banner);
    },
    [form, translate, unexpected],
  );

  return { errorOf, applyServerError };
}

/**
 * The form kit: react-hook-form validated by a zod contract from packages/core, with server
 * errors mapped in one place and messages in the surface's language.
 *
 *   const form = useContractForm(userBody, { defaultValues: { name: '', email: '' } });
 *   <Field label="名前" {...form.field('name')} />
 *   catch (e) { const text = form.applyServerError(e); if (text) toast.error(text); }
 */
export function useContractForm<TIn extends FieldValues, TOut extends FieldValues = TIn>(
  schema: z.ZodType<TOut, TIn>,
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'> = {},
): ContractForm<TIn, TOut> {
  const form = useForm<TIn, unknown, TOut>({ ...options, resolver: zodResolver(schema) });
  const tools = useErrorTools(form);
  const field = (name: Path<TIn>) => ({ ...form.register(name), error: tools.errorOf(name) });
  return { ...form, ...tools, field };
}
