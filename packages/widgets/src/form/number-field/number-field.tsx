import { digitsOnly, numericOnly } from '@sfc/core';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { numberFieldStyles } from './number-field.styles.js';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'filter'> {
  /**
   * Phone-style input: characters other than digits are dropped as they are typed instead of
   * being reported with "Este campo es solo numerico".
   */
  stripNonDigits?: boolean;
}

const SHEETS = [['sfc-number-field', numberFieldStyles]] as const;

/**
 * §5 numeric field: a text input with the numeric keyboard whose value is digits only; any
 * other character gets "Este campo es solo numerico" as soon as it is typed. The value stays
 * a string so leading zeros and long numbers (accounts, phones) survive.
 */
export function NumberField({ stripNonDigits, liveRules = [], className, ...props }: NumberFieldProps) {
  return (
    <TextField
      {...props}
      type={stripNonDigits ? 'tel' : 'text'}
      inputMode="numeric"
      filter={stripNonDigits ? digitsOnly : undefined}
      liveRules={[numericOnly, ...liveRules]}
      sheets={SHEETS}
      className={`sfc-number-field${className ? ` ${className}` : ''}`}
    />
  );
}
