import type { ReactNode } from 'react';

/** Props every labelled form control takes. */
export interface FieldBaseProps {
  /** Visible label, tied to the control. */
  label: ReactNode;
  /** Name submitted with a surrounding form. */
  name?: string;
  /** Control id; generated with React `useId` when omitted. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /** External message, e.g. from the server; shown as the field's error. */
  error?: string | null;
  /** Help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Show rule messages now (e.g. after a submit attempt) instead of after the user leaves the field. */
  showErrors?: boolean;
  className?: string;
}

/** Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`) value handling. */
export interface ValueProps<T> {
  value?: T;
  defaultValue?: T;
  /** Called with the new value on every change. */
  onChange?: (value: T) => void;
}

/** A value a choice control can hold: catalogue ids are numbers, codes are strings. */
export type OptionValue = string | number;

/** One choice of a checkbox group, radio group or select. */
export interface Option<V extends OptionValue = OptionValue> {
  value: V;
  label: string;
  disabled?: boolean;
}
