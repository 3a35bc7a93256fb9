import { isIsoDate } from '@sfc/core';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { dateFieldStyles } from './date-field.styles.js';

/** Props of {@link DateField}: a {@link TextField} whose value is a YYYY-MM-DD date or ''. */
export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'filter' | 'maxLength'> {
  /** Earliest date, YYYY-MM-DD. */
  min?: string;
  /** Latest date, YYYY-MM-DD. */
  max?: string;
}

const SHEETS = [['sfc-date-field', dateFieldStyles]] as const;

/**
 * §5 date input: the browser's date picker (keyboard-operable, localised), whose value is
 * always YYYY-MM-DD. Anything that is not a real calendar date reaches `onChange` as ''.
 */
export function DateField({ className, ...props }: DateFieldProps) {
  return (
    <TextField
      {...props}
      type="date"
      className={`sfc-date-field${className ? ` ${className}` : ''}`}
      filter={(raw) => (isIsoDate(raw) ? raw : '')}
      sheets={SHEETS}
    />
  );
}
