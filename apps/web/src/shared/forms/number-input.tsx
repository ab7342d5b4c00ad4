import { type InputHTMLAttributes, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import {
  caretAfter,
  cleanNumberText,
  formatNumberText,
  type NumberTextOptions,
  numberOfText,
  numberText,
  significantCount,
} from './number-text.ts';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'name' | 'inputMode'
>;

export interface NumberInputProps<T extends FieldValues, TOut = T> extends InputProps, NumberTextOptions {
  /** The form's control: `form.control` of useContractForm. */
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/**
 * A number field of a react-hook-form form (SPEC §5): shows thousands separators as one types,
 * keeps the value a number in the form, and turns an empty field into 0 on blur. The caret stays
 * beside the digit it was next to when separators move.
 */
export function NumberInput<T extends FieldValues, TOut = T>({
  control,
  name,
  decimals = 0,
  allowNegative = false,
  grouping = true,
  onBlur,
  ...input
}: NumberInputProps<T, TOut>) {
  const options = { decimals, allowNegative, grouping };
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => numberText(field.value, options));
  const ref = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // A value set from outside (reset, loaded record) replaces what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new form value matters here
  useEffect(() => {
    if (numberOfText(cleanNumberText(text, options)) !== field.value)
      setText(numberText(field.value, options));
  }, [field.value]);

  useLayoutEffect(() => {
    if (caret.current !== null && ref.current === document.activeElement) {
      ref.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <input
      {...input}
      ref={(element) => {
        ref.current = element;
        field.ref(element);
      }}
      name={field.name}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const before = significantCount(typed.slice(0, event.target.selectionStart ?? typed.length));
        const clean = cleanNumberText(typed, options);
        const shown = formatNumberText(clean, options);
        caret.current = caretAfter(shown, before);
        setText(shown);
        field.onChange(numberOfText(clean));
      }}
      onBlur={(event) => {
        const clean = cleanNumberText(text, options);
        if (clean === '' || clean === '-' || clean.endsWith('.')) {
          const value = numberOfText(clean);
          setText(numberText(value, options));
          field.onChange(value);
        }
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
