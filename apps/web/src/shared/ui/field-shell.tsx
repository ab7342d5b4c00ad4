import { type ReactNode, useId } from 'react';
import { type ControlKind, controlClass, requiredMarkClass, useFieldLook } from './field-look.tsx';

/** What the shell hands its control to spread: the ids it must carry and its classes in the surface's look. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldShellProps {
  label: string;
  required?: boolean | undefined;
  /** The message shown under the control; marks it invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * A character counter under the field (e.g. "120 / 5,000 characters"); `over` turns it red. It
   * is not a live region, so typing is not interrupted by announcements.
   */
  counter?: { text: string; over: boolean } | undefined;
  /** Classes of the wrapper. */
  className?: string | undefined;
  /** Which control's classes the shell hands over; `input` by default. */
  control?: ControlKind;
  /** Renders the control with the ids and classes it must carry. */
  children: (control: ControlProps) => ReactNode;
}

/** A field's own props: what the shell shows around the control. */
export type ShellOwnProps = Pick<FieldShellProps, 'label' | 'error' | 'hint' | 'counter' | 'className'>;

/**
 * Splits a field's props into the shell's and the control's; the control's `required` also marks
 * the label.
 */
export function splitShellProps<P extends ShellOwnProps & { required?: boolean | undefined }>(props: P) {
  const { label, error, hint, counter, className, ...control } = props;
  const shell = { label, error, hint, counter, className, required: control.required };
  return [shell, control] as const;
}

/**
 * Label, hint, counter and first error around any control (SPEC §5), tied to it for screen
 * readers (aria-describedby). Every field of the kit is built on it; a screen with a special
 * control (a file chooser) uses it directly.
 */
export function FieldShell({
  label,
  required,
  error,
  hint,
  counter,
  className,
  control = 'input',
  children,
}: FieldShellProps) {
  const id = useId();
  const look = useFieldLook();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  const hintLine = (spaced: boolean) =>
    hint ? (
      <p id={hintId} className={`${spaced ? 'mt-1 ' : ''}text-xs text-gray-600`}>
        {hint}
      </p>
    ) : null;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: controlClass(look, control, Boolean(error)),
      })}
      {counter ? (
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4">
          {hintLine(false)}
          <p
            id={counterId}
            data-testid="char-counter"
            className={`ml-auto text-xs tabular-nums ${counter.over ? 'font-semibold text-red-700' : 'text-gray-600'}`}
          >
            {counter.text}
          </p>
        </div>
      ) : (
        hintLine(true)
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's label. A required field (native `required`, which also tells assistive technology)
 * gets a red asterisk beside the label, outside it, so the accessible name stays the bare label.
 */
function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  const look = useFieldLook();
  const text = (
    <label
      htmlFor={htmlFor}
      className={`${required ? '' : 'mb-1 '}block text-sm font-semibold text-gray-800`}
    >
      {label}
    </label>
  );
  if (!required) return text;
  return (
    <div className="mb-1 flex items-baseline gap-1">
      {text}
      <span aria-hidden="true" className={requiredMarkClass(look)}>
        *
      </span>
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}
