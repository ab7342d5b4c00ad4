import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useFieldLook } from './field-look.tsx';
import { FieldShell, type FieldShellProps, splitShellProps } from './field-shell.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  ref?: Ref<HTMLTextAreaElement>;
};

interface TextareaFieldProps extends TextareaProps {
  label: string;
  /** The message shown under the text area; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  counter?: FieldShellProps['counter'];
}

/** A labelled multi-line input with its hint, counter and error tied to it (aria-describedby). */
export function TextareaField(props: TextareaFieldProps) {
  const [shell, textarea] = splitShellProps(props);
  // The shop's text areas grow from a minimum height; the back office's are four rows.
  const rows = useFieldLook() === 'dense' ? 4 : undefined;
  return (
    <FieldShell {...shell} control="textarea">
      {(control) => <textarea rows={rows} {...control} {...textarea} />}
    </FieldShell>
  );
}
