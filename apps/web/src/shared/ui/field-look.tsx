import { createContext, type ReactNode, useContext } from 'react';

/**
 * How the form kit's controls and buttons look: `regular` in the shop (16 px text on phones, so
 * iOS does not zoom), `dense` in the back office (14 px everywhere, lighter borders, a shadow).
 * The back office's root provides `dense`; the fields read it, so a screen never passes it.
 */
export type FieldLook = 'regular' | 'dense';

const FieldLookContext = createContext<FieldLook>('regular');

export function FieldLookProvider({ look, children }: { look: FieldLook; children: ReactNode }) {
  return <FieldLookContext.Provider value={look}>{children}</FieldLookContext.Provider>;
}

export const useFieldLook = (): FieldLook => useContext(FieldLookContext);

/** The kinds of control a field wraps. */
export type ControlKind = 'input' | 'select' | 'textarea' | 'file';

const CONTROL: Record<FieldLook, string> = {
  regular:
    'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-orange-700 focus:outline-none focus:ring-2 focus:ring-orange-700/30 aria-[invalid=true]:border-red-700 sm:text-sm',
  dense:
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-500 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/20 focus:outline-none',
};

/**
 * The border of a dense control: red while it has an error, still orange while focused. (The
 * shop's stays red when focused: its error colour rides on `aria-invalid`.)
 */
const denseBorder = (invalid: boolean) => (invalid ? 'border-red-600' : 'border-gray-300');

const FILE =
  'file:mr-3 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-gray-800';
// A <select> is never "read-only" to the browser, so :read-only would grey every select: the
// back office greys read-only inputs (a file chooser counts as one) and disabled selects.
const READ_ONLY = 'read-only:bg-gray-100 read-only:text-gray-700';
const KIND: Record<FieldLook, Record<ControlKind, string>> = {
  regular: { input: '', select: 'pr-8', textarea: 'min-h-32 resize-y', file: FILE },
  dense: {
    input: READ_ONLY,
    select: 'pr-8 disabled:bg-gray-100',
    textarea: READ_ONLY,
    file: `${READ_ONLY} ${FILE}`,
  },
};

/** A control's classes in a look, with its error's border. */
export function controlClass(look: FieldLook, kind: ControlKind = 'input', invalid = false): string {
  const classes = [CONTROL[look], KIND[look][kind]];
  if (look === 'dense') classes.push(denseBorder(invalid));
  return classes.filter(Boolean).join(' ');
}

/** The red asterisk beside a required field's label. */
export const requiredMarkClass = (look: FieldLook) =>
  look === 'dense' ? 'text-sm text-red-700' : 'text-sm font-bold text-red-700';
